import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { Pagination } from '@/components/pagination/Pagination';
import { paginationProps, usePagination } from '@/hooks/use-pagination';
import { CopyIconButton, SystemShareButton, WhatsAppShareLink } from '@/features/codes/components/CodeActions';
import { StatusChip } from '@/components/codes/StatusChip';
import { useCopyCodes } from '@/features/codes/hooks/use-copy-codes';
import { formatUsage } from '@/lib/codes/code-format';
import { shareableValidated } from '@/features/codes/utils/shareable';
import type { ValidatedCode } from '@/features/codes/utils/validate-codes';
import { codesTexts } from '@/lib/codes/texts';
import { INVALID_CODES_PAGE_SIZE } from '@common/constants';

interface Props {
  /** Heading id, so the table is labelled by its title. */
  id: string;
  title: string;
  codes: readonly ValidatedCode[];
  /** Shown instead of the table when there are no codes. */
  emptyText?: string;
  /** Phone layout: one card per code instead of a table. */
  compact: boolean;
}

/** 'Códigos válidos' / 'Códigos no válidos': Código, Estado, Usado, Acciones, 10 per page. */
export function ValidatedCodesSection({ id, title, codes, emptyText, compact }: Props) {
  const { copyCode, copyCodes } = useCopyCodes();
  const pagination = usePagination(codes, INVALID_CODES_PAGE_SIZE);
  const allCodes = useMemo(() => codes.map(shareableValidated), [codes]);
  const columns = codesTexts.columns;

  return (
    <Paper component="section" aria-labelledby={id} variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mb: 1 }}>
        <Typography id={id} component="h2" variant="h6">
          {title} ({codes.length})
        </Typography>
        {codes.length > 0 && (
          <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5 }}>
            <Button variant="outlined" size="small" startIcon={<ContentCopyIcon />} onClick={() => void copyCodes(allCodes)}>
              {codesTexts.copyCodes}
            </Button>
            <WhatsAppShareLink codes={allCodes} label={codesTexts.shareListWhatsApp(title)} />
            <SystemShareButton codes={allCodes} label={codesTexts.shareList(title)} />
          </Stack>
        )}
      </Stack>

      {codes.length === 0 ? (
        emptyText && <Typography color="text.secondary">{emptyText}</Typography>
      ) : compact ? (
        <Box component="ul" aria-labelledby={id} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
          {pagination.pageItems.map((code) => (
            <Box
              component="li"
              key={code.code}
              sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.25, display: 'flex', alignItems: 'center', gap: 1 }}
            >
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography sx={{ fontFamily: 'monospace', fontWeight: 700, overflowWrap: 'anywhere' }}>{code.code}</Typography>
                <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mt: 0.5, flexWrap: 'wrap' }}>
                  <StatusChip status={code.status} currentUses={code.currentUses} />
                  <Typography variant="body2" color="text.secondary">
                    {columns.used}: {formatUsage(code.currentUses, code.maxUses)}
                  </Typography>
                </Stack>
              </Box>
              <RowActions code={code} onCopy={() => void copyCode(shareableValidated(code))} />
            </Box>
          ))}
        </Box>
      ) : (
        <TableContainer>
          <Table size="small" aria-labelledby={id}>
            <TableHead>
              <TableRow>
                <TableCell>{columns.code}</TableCell>
                <TableCell>{columns.status}</TableCell>
                <TableCell>{columns.used}</TableCell>
                <TableCell align="right">{columns.actions}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {pagination.pageItems.map((code) => (
                <TableRow key={code.code} hover>
                  <TableCell sx={{ fontFamily: 'monospace', fontWeight: 700 }}>{code.code}</TableCell>
                  <TableCell>
                    <StatusChip status={code.status} currentUses={code.currentUses} />
                  </TableCell>
                  <TableCell>{formatUsage(code.currentUses, code.maxUses)}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <RowActions code={code} onCopy={() => void copyCode(shareableValidated(code))} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <Pagination {...paginationProps(pagination)} label={codesTexts.paginationLabel(title)} />
    </Paper>
  );
}

/** Copy, WhatsApp and (where the browser has it) the share sheet for one code. */
function RowActions({ code, onCopy }: { code: ValidatedCode; onCopy(): void }) {
  const shareable = [shareableValidated(code)];
  return (
    <>
      <CopyIconButton label={codesTexts.copyCode(code.code)} onCopy={onCopy} />
      <WhatsAppShareLink codes={shareable} label={codesTexts.shareCodeWhatsApp(code.code)} />
      <SystemShareButton codes={shareable} label={codesTexts.shareCode(code.code)} />
    </>
  );
}

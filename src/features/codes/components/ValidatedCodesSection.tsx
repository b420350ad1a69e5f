import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { actionsColumn, codeColumn, statusColumn, usedColumn } from '@/components/codes/code-columns';
import { ResponsiveList, type ListColumn } from '@/components/lists/ResponsiveList';
import { Pagination } from '@/components/pagination/Pagination';
import { paginationProps, usePagination } from '@/hooks/use-pagination';
import { CodeQrButton, CopyIconButton, SystemShareButton, WhatsAppShareLink } from '@/features/codes/components/CodeActions';
import { useCopyCodes } from '@/features/codes/hooks/use-copy-codes';
import { shareableValidated } from '@/features/codes/utils/shareable';
import type { ValidatedCode } from '@/features/codes/utils/validate-codes';
import { codesTexts } from '@/lib/codes/texts';
import { INVALID_CODES_PAGE_SIZE } from '@common/constants';
import { formatCount } from '@common/number-format';

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
  const tableColumns = useMemo<ListColumn<ValidatedCode>[]>(
    () => [codeColumn, statusColumn, usedColumn, actionsColumn((code: ValidatedCode) => <RowActions code={code} onCopy={() => void copyCode(shareableValidated(code))} />)],
    [copyCode],
  );

  return (
    <Paper component="section" aria-labelledby={id} variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mb: 1 }}>
        <Typography id={id} component="h2" variant="h6">
          {title} ({formatCount(codes.length)})
        </Typography>
        {codes.length > 0 && (
          <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5 }}>
            <Button variant="outlined" size="small" startIcon={<ContentCopyIcon />} onClick={() => void copyCodes(allCodes)}>
              {codesTexts.copyCodes}
            </Button>
            <WhatsAppShareLink codes={allCodes} label={codesTexts.shareListWhatsApp(title)} tooLongMessage={codesTexts.whatsAppTooLongList} />
            <SystemShareButton codes={allCodes} label={codesTexts.shareList(title)} />
          </Stack>
        )}
      </Stack>

      {codes.length === 0 ? (
        emptyText && <Typography color="text.secondary">{emptyText}</Typography>
      ) : (
        <ResponsiveList items={pagination.pageItems} itemKey={(code) => code.code} columns={tableColumns} compact={compact} labelledBy={id} hover />
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
      <CodeQrButton code={shareable[0]} />
    </>
  );
}

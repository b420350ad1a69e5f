import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Fragment, useMemo } from 'react';
import { Pagination } from '@/components/pagination/Pagination';
import { paginationProps, usePagination } from '@/components/pagination/use-pagination';
import { CopyIconButton, SystemShareButton, WhatsAppShareLink } from '@/features/codes/components/CodeActions';
import { StatusChip } from '@/features/codes/components/StatusChip';
import { UsageBar } from '@/features/codes/components/UsageBar';
import { useCopyCodes } from '@/features/codes/hooks/use-copy-codes';
import type { TrackedCode } from '@/features/codes/types/tracked-code';
import { formatCreatedDate, formatUsage } from '@/features/codes/utils/code-format';
import { groupByTrackingId } from '@/features/codes/utils/group-codes';
import { codeTypeLabel, eventNameLabel } from '@/features/codes/utils/labels';
import { shareableTracked } from '@/features/codes/utils/shareable';
import { codeUsage, type CodeUsage } from '@/features/codes/utils/usage';
import { codesTexts } from '@/features/codes/texts';
import { texts } from '@/lib/texts';
import { DEFAULT_PAGE_SIZE } from '@common/constants';

interface Row {
  code: TrackedCode;
  /** The code's batch, for the group header. */
  group: GroupSummary;
}

interface GroupSummary {
  /** Event name and size of the batch. */
  title: string;
  /** What the usage bar is labelled with: the event and the batch. */
  usageName: string;
  usage: CodeUsage;
}

const columns = codesTexts.columns;

/**
 * 'Seguimiento de códigos': the tracked codes grouped by trackingId (newest batch first).
 * The rows are paginated as one list; a header row starts each batch on the page, so a
 * batch larger than a page is continued on the next one under the same header.
 */
export function TrackedCodesTable({ codes, compact }: { codes: readonly TrackedCode[]; compact: boolean }) {
  const { copyCode } = useCopyCodes();
  const rows = useMemo<Row[]>(
    () =>
      groupByTrackingId(codes).flatMap((group) => {
        const eventName = eventNameLabel(group.eventName);
        const summary: GroupSummary = {
          title: codesTexts.batchGroup(eventName, group.codes.length),
          usageName: codesTexts.batchUsageName(eventName, group.trackingId),
          usage: codeUsage(group.codes),
        };
        return group.codes.map((code) => ({ code, group: summary }));
      }),
    [codes],
  );
  const pagination = usePagination(rows, DEFAULT_PAGE_SIZE);
  const pageRows = pagination.pageItems;
  const startsGroup = (i: number) => i === 0 || pageRows[i - 1].code.trackingId !== pageRows[i].code.trackingId;

  const actions = (code: TrackedCode) => (
    <>
      <CopyIconButton label={codesTexts.copyCode(code.code)} onCopy={() => void copyCode(shareableTracked(code))} />
      <WhatsAppShareLink codes={[shareableTracked(code)]} label={codesTexts.shareCodeWhatsApp(code.code)} />
      <SystemShareButton codes={[shareableTracked(code)]} label={codesTexts.shareCode(code.code)} />
    </>
  );

  return (
    <Paper component="section" aria-labelledby="tracked-codes-title" variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Typography id="tracked-codes-title" component="h2" variant="h6" sx={{ mb: 1 }}>
        {texts.navigation.codes.title} ({codes.length})
      </Typography>
      {compact ? (
        <Box>
          {pageRows.map((row, i) => (
            <Fragment key={row.code.id}>
              {startsGroup(i) && <GroupHeading group={row.group} trackingId={row.code.trackingId} />}
              <CodeCard code={row.code} actions={actions(row.code)} />
            </Fragment>
          ))}
        </Box>
      ) : (
        <TableContainer>
          <Table size="small" aria-labelledby="tracked-codes-title">
            <TableHead>
              <TableRow>
                <TableCell>{columns.code}</TableCell>
                <TableCell>{columns.created}</TableCell>
                <TableCell>{columns.event}</TableCell>
                <TableCell>{columns.status}</TableCell>
                <TableCell>{columns.codeType}</TableCell>
                <TableCell>{columns.usage}</TableCell>
                <TableCell align="right">{columns.actions}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {pageRows.map(({ code, group }, i) => (
                <Fragment key={code.id}>
                  {startsGroup(i) && (
                    <TableRow>
                      <TableCell component="th" scope="rowgroup" colSpan={7} sx={{ bgcolor: 'action.hover', fontWeight: 700 }}>
                        {group.title}
                        <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: 1 }}>
                          {codesTexts.batchLabel} {code.trackingId}
                        </Typography>
                        <UsageBar name={group.usageName} usage={group.usage} />
                      </TableCell>
                    </TableRow>
                  )}
                  <TableRow hover>
                    <TableCell sx={{ fontFamily: 'monospace', fontWeight: 700 }}>{code.code}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatCreatedDate(code.createdAt)}</TableCell>
                    <TableCell>{eventNameLabel(code.eventName)}</TableCell>
                    <TableCell>
                      <StatusChip status={code.status} currentUses={code.currentUses} />
                    </TableCell>
                    <TableCell>{codeTypeLabel(code.codeType)}</TableCell>
                    <TableCell>{formatUsage(code.currentUses, code.maxUses)}</TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {actions(code)}
                    </TableCell>
                  </TableRow>
                </Fragment>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <Pagination {...paginationProps(pagination)} label={codesTexts.paginationLabel(texts.navigation.codes.title)} />
    </Paper>
  );
}

function GroupHeading({ group, trackingId }: { group: GroupSummary; trackingId: string }) {
  return (
    <Box sx={{ mt: 1.5, mb: 0.75 }}>
      <Typography component="h3" variant="subtitle2" sx={{ overflowWrap: 'anywhere' }}>
        {group.title}
      </Typography>
      <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {codesTexts.batchLabel} {trackingId}
      </Typography>
      <UsageBar name={group.usageName} usage={group.usage} />
    </Box>
  );
}

/** Phone layout: a collapsible card per code; the summary shows the code and its status. */
function CodeCard({ code, actions }: { code: TrackedCode; actions: React.ReactNode }) {
  const detailsId = `code-details-${code.id}`;
  return (
    <Accordion disableGutters variant="outlined" slotProps={{ transition: { unmountOnExit: true } }} sx={{ '&:before': { display: 'none' } }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls={detailsId} id={`${detailsId}-summary`}>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, minWidth: 0, flexWrap: 'wrap' }}>
          <Typography sx={{ fontFamily: 'monospace', fontWeight: 700, overflowWrap: 'anywhere' }}>{code.code}</Typography>
          <StatusChip status={code.status} currentUses={code.currentUses} />
        </Stack>
      </AccordionSummary>
      <AccordionDetails id={detailsId}>
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1.5, rowGap: 0.5 }}>
          <Detail term={columns.created} value={formatCreatedDate(code.createdAt)} />
          <Detail term={columns.event} value={eventNameLabel(code.eventName)} />
          <Detail term={columns.codeType} value={codeTypeLabel(code.codeType)} />
          <Detail term={columns.usage} value={formatUsage(code.currentUses, code.maxUses)} />
        </Box>
        <Stack direction="row" sx={{ mt: 1, gap: 0.5, justifyContent: 'flex-end' }}>
          {actions}
        </Stack>
      </AccordionDetails>
    </Accordion>
  );
}

function Detail({ term, value }: { term: string; value: string }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {term}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </>
  );
}

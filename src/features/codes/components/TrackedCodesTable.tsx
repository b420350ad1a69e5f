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
import { Pagination, type PaginationProps } from '@/components/pagination/Pagination';
import { CopyIconButton, SystemShareButton, WhatsAppShareLink } from '@/features/codes/components/CodeActions';
import { StatusChip } from '@/components/codes/StatusChip';
import { UsageBar } from '@/components/codes/UsageBar';
import { useCopyCodes } from '@/features/codes/hooks/use-copy-codes';
import type { TrackedCode } from '@/lib/codes/tracked-code';
import { formatCreatedDate, formatUsage } from '@/lib/codes/code-format';
import { groupByTrackingId } from '@/features/codes/utils/group-codes';
import { codeTypeLabel, eventNameLabel } from '@/lib/codes/labels';
import { shareableTracked } from '@/features/codes/utils/shareable';
import type { BatchSummary } from '@/features/codes/api/batch-summaries';
import type { CodeUsage } from '@/lib/codes/usage';
import { codesTexts } from '@/lib/codes/texts';
import { texts } from '@/lib/texts';

interface Row {
  code: TrackedCode;
  /** The code's batch, for the group header. */
  group: GroupSummary;
}

interface GroupSummary {
  /** Event name and size of the batch (the name alone until the batch's figures are there). */
  title: string;
  /** What the usage bar is labelled with: the event and the batch. */
  usageName: string;
  usage: CodeUsage | null;
}

const columns = codesTexts.columns;

interface TrackedCodesTableProps {
  /** The codes of the page shown, newest first. */
  codes: readonly TrackedCode[];
  /** Every tracked code of the leader. */
  total: number;
  /** The figures of the batches on the page (null while they load). */
  batches: ReadonlyMap<string, BatchSummary | null> | null;
  pagination: PaginationProps;
  compact: boolean;
}

/**
 * 'Seguimiento de códigos': the tracked codes grouped by trackingId (newest batch first), one
 * page at a time as the server sends it. A header row starts each batch on the page, with the
 * batch's size and usage from its server-kept figures, so a batch larger than a page is
 * continued on the next one under the same header.
 */
export function TrackedCodesTable({ codes, total, batches, pagination, compact }: TrackedCodesTableProps) {
  const { copyCode } = useCopyCodes();
  const pageRows = useMemo<Row[]>(
    () =>
      groupByTrackingId(codes).flatMap((group) => {
        const eventName = eventNameLabel(group.eventName);
        const batch = batches?.get(group.trackingId) ?? null;
        const summary: GroupSummary = {
          title: batch ? codesTexts.batchGroup(eventName, batch.usage.total) : eventName,
          usageName: codesTexts.batchUsageName(eventName, group.trackingId),
          usage: batch?.usage ?? null,
        };
        return group.codes.map((code) => ({ code, group: summary }));
      }),
    [codes, batches],
  );
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
        {texts.navigation.codes.title} ({total})
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
                        {group.usage && <UsageBar name={group.usageName} usage={group.usage} />}
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
      <Pagination {...pagination} label={codesTexts.paginationLabel(texts.navigation.codes.title)} />
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
      {group.usage && <UsageBar name={group.usageName} usage={group.usage} />}
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

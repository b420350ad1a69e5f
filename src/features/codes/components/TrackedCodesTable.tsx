import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { actionsColumn, ticketsColumn, TRACKED_CODE_COLUMNS } from '@/components/codes/code-columns';
import { TicketsSold } from '@/components/codes/TicketsSold';
import { UsageBar } from '@/components/codes/UsageBar';
import { ResponsiveList, type ListColumn, type ListGroups } from '@/components/lists/ResponsiveList';
import { Pagination, type PaginationProps } from '@/components/pagination/Pagination';
import type { BatchSummary } from '@/features/codes/api/batch-summaries';
import { CodeQrButton, CopyIconButton, SystemShareButton, WhatsAppShareLink } from '@/features/codes/components/CodeActions';
import { useCopyCodes } from '@/features/codes/hooks/use-copy-codes';
import { groupByTrackingId } from '@/features/codes/utils/group-codes';
import { shareableTracked } from '@/features/codes/utils/shareable';
import { eventNameLabel } from '@/lib/codes/labels';
import { codesTexts } from '@/lib/codes/texts';
import type { TrackedCode } from '@/lib/codes/tracked-code';
import type { CodeUsage } from '@/lib/codes/usage';
import { texts } from '@/lib/texts';
import { formatCount } from '@common/number-format';

interface GroupSummary {
  /** Event name and size of the batch (the name alone until the batch's figures are there). */
  title: string;
  /** What the usage bar is labelled with: the event and the batch. */
  usageName: string;
  usage: CodeUsage | null;
  /** Tickets sold with the batch's codes (null until the batch's figures are there). */
  ticketsSold: number | null;
}

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
 * page at a time as the server sends it. A header starts each batch on the page, with the
 * batch's size and usage from its server-kept figures, so a batch larger than a page is
 * continued on the next one under the same header. On a phone each code is a card that opens.
 */
export function TrackedCodesTable({ codes, total, batches, pagination, compact }: TrackedCodesTableProps) {
  const { copyCode } = useCopyCodes();
  const rows = useMemo(() => groupByTrackingId(codes).flatMap((group) => group.codes), [codes]);
  const groups = useMemo<ListGroups<TrackedCode>>(() => {
    const summaries = new Map<string, GroupSummary>();
    for (const group of groupByTrackingId(codes)) {
      const eventName = eventNameLabel(group.eventName);
      const batch = batches?.get(group.trackingId) ?? null;
      summaries.set(group.trackingId, {
        title: batch ? codesTexts.batchGroup(eventName, batch.usage.total) : eventName,
        usageName: codesTexts.batchUsageName(eventName, group.trackingId),
        usage: batch?.usage ?? null,
        ticketsSold: batch?.ticketsSold ?? null,
      });
    }
    return {
      keyOf: (code) => code.trackingId,
      heading: (code, layout) => <GroupHeading group={summaries.get(code.trackingId)!} trackingId={code.trackingId} layout={layout} />,
    };
  }, [codes, batches]);
  const columns = useMemo<ListColumn<TrackedCode>[]>(
    () => [
      ...TRACKED_CODE_COLUMNS,
      ticketsColumn,
      actionsColumn((code: TrackedCode) => (
        <>
          <CopyIconButton label={codesTexts.copyCode(code.code)} onCopy={() => void copyCode(shareableTracked(code))} />
          <WhatsAppShareLink codes={[shareableTracked(code)]} label={codesTexts.shareCodeWhatsApp(code.code)} />
          <SystemShareButton codes={[shareableTracked(code)]} label={codesTexts.shareCode(code.code)} />
          <CodeQrButton code={shareableTracked(code)} />
        </>
      )),
    ],
    [copyCode],
  );

  return (
    <Paper component="section" aria-labelledby="tracked-codes-title" variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Typography id="tracked-codes-title" component="h2" variant="h6" sx={{ mb: 1 }}>
        {texts.navigation.codes.title} ({formatCount(total)})
      </Typography>
      <ResponsiveList
        items={rows}
        itemKey={(code) => code.id}
        columns={columns}
        compact={compact}
        labelledBy="tracked-codes-title"
        groups={groups}
        collapsible
        hover
      />
      <Pagination {...pagination} label={codesTexts.paginationLabel(texts.navigation.codes.title)} />
    </Paper>
  );
}

/** A batch's heading: its event and size, its id, and its usage; a row of the table, or above the cards. */
function GroupHeading({ group, trackingId, layout }: { group: GroupSummary; trackingId: string; layout: 'row' | 'card' }) {
  const batch = `${codesTexts.batchLabel} ${trackingId}`;
  if (layout === 'row') {
    return (
      <>
        {group.title}
        <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: 1 }}>
          {batch}
        </Typography>
        {group.usage && <UsageBar name={group.usageName} usage={group.usage} />}
        {group.ticketsSold !== null && <TicketsSold count={group.ticketsSold} />}
      </>
    );
  }
  return (
    <Box sx={{ mt: 0.5 }}>
      <Typography component="h3" variant="subtitle2" sx={{ overflowWrap: 'anywhere' }}>
        {group.title}
      </Typography>
      <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {batch}
      </Typography>
      {group.usage && <UsageBar name={group.usageName} usage={group.usage} />}
      {group.ticketsSold !== null && <TicketsSold count={group.ticketsSold} />}
    </Box>
  );
}

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
import { batchLabel } from '@common/batch-label';
import { formatCount } from '@common/number-format';

interface GroupSummary {
  /** The batch's label (common/batch-label.ts): its name, or its event, day and size (the event alone until its figures are there). */
  title: string;
  /** Under a named batch's title: its event, day and size. */
  detail: string | null;
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
      // The codes of one batch are made together: its oldest code on the page dates it.
      const madeAt = Math.min(...group.codes.map((code) => code.createdAt.getTime()));
      const unnamed = batch && batchLabel({ eventName, createdAtMs: Number.isFinite(madeAt) ? madeAt : null, count: batch.usage.total });
      summaries.set(group.trackingId, {
        title: batch?.name || unnamed || eventName,
        detail: batch?.name ? unnamed : null,
        usage: batch?.usage ?? null,
        ticketsSold: batch?.ticketsSold ?? null,
      });
    }
    return {
      keyOf: (code) => code.trackingId,
      heading: (code, layout) => <GroupHeading group={summaries.get(code.trackingId)!} layout={layout} />,
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

/** A batch's heading: its label, the event, day and size under a name, and its usage; a row of the table, or above the cards. */
function GroupHeading({ group, layout }: { group: GroupSummary; layout: 'row' | 'card' }) {
  if (layout === 'row') {
    return (
      <>
        <span>{group.title}</span>
        {group.detail && (
          <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: 1 }}>
            {group.detail}
          </Typography>
        )}
        {group.usage && <UsageBar name={group.title} usage={group.usage} />}
        {group.ticketsSold !== null && <TicketsSold count={group.ticketsSold} />}
      </>
    );
  }
  return (
    <Box sx={{ mt: 0.5 }}>
      <Typography component="h3" variant="subtitle2" sx={{ overflowWrap: 'anywhere' }}>
        {group.title}
      </Typography>
      {group.detail && (
        <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {group.detail}
        </Typography>
      )}
      {group.usage && <UsageBar name={group.title} usage={group.usage} />}
      {group.ticketsSold !== null && <TicketsSold count={group.ticketsSold} />}
    </Box>
  );
}

import AssignmentIndIcon from '@mui/icons-material/AssignmentInd';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { actionsColumn, ticketsColumn, TRACKED_CODE_COLUMNS } from '@/components/codes/code-columns';
import { TicketsSold } from '@/components/codes/TicketsSold';
import { UsageBar } from '@/components/codes/UsageBar';
import { ResponsiveList, type ListColumn, type ListGroups } from '@/components/lists/ResponsiveList';
import { Pagination, type PaginationProps } from '@/components/pagination/Pagination';
import type { BatchSummary } from '@/features/codes/api/batch-summaries';
import { TrackedCodeActions } from '@/features/codes/components/TrackedCodeActions';
import type { NotedCode } from '@/features/codes/api/code-notes';
import { CodeNoteDialog } from '@/features/codes/components/CodeNoteDialog';
import { handedOutColumn } from '@/features/codes/components/CodeNoteControls';
import { useCodeNotes } from '@/features/codes/hooks/use-code-notes';
import { useCodeNoteWrites } from '@/features/codes/hooks/use-code-note-writes';
import { useCopyCodes } from '@/features/codes/hooks/use-copy-codes';
import { groupByTrackingId } from '@/features/codes/utils/group-codes';
import { eventNameLabel } from '@/lib/codes/labels';
import { codesTexts } from '@/lib/codes/texts';
import type { TrackedCode } from '@/lib/codes/tracked-code';
import type { CodeUsage } from '@/lib/codes/usage';
import { texts } from '@/lib/texts';
import { batchLabel } from '@common/batch-label';
import { formatCount } from '@common/number-format';

const t = codesTexts.handedOut;

export interface GroupSummary {
  /** The batch's label (common/batch-label.ts): its name, or its event, day and size (the event alone until its figures are there). */
  title: string;
  /** Under a named batch's title: its event, day and size. */
  detail: string | null;
  usage: CodeUsage | null;
  /** Tickets sold with the batch's codes (null until the batch's figures are there). */
  ticketsSold: number | null;
  /** The batch's figures are on their way: their room is kept, so the rows below stay where they are. */
  figuresLoading: boolean;
}

interface TrackedCodesTableProps {
  /** The signed-in leader, whose 'Entregado a' notes the codes show. */
  uid: string | null;
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
 * Each code shows whom she gave it to ('Entregado a'), noted from its actions, or for the codes
 * she selects (on any page) at once; its WhatsApp opens that person's chat when noted with a phone.
 */
export function TrackedCodesTable({ uid, codes, total, batches, pagination, compact }: TrackedCodesTableProps) {
  const { copyCode } = useCopyCodes();
  const writes = useCodeNoteWrites(uid);
  // The selected codes, kept across pages until their note is saved.
  const [selected, setSelected] = useState<ReadonlyMap<string, NotedCode>>(new Map());
  const [noting, setNoting] = useState(false);
  const notes = useCodeNotes(uid, codes.map((code) => code.id)).data;
  // The selected codes' notes (some may be on other pages), for the dialog of several: apart, so selecting does not reload the page's notes.
  const selectedNotes = useCodeNotes(uid, [...selected.keys()]).data;
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
        figuresLoading: !batches?.has(group.trackingId),
      });
    }
    return {
      keyOf: (code) => code.trackingId,
      heading: (code, layout) => <GroupHeading group={summaries.get(code.trackingId)!} layout={layout} />,
    };
  }, [codes, batches]);

  const toggle = (code: TrackedCode, on: boolean) =>
    setSelected((previous) => {
      const next = new Map(previous);
      if (on) next.set(code.id, noteTarget(code));
      else next.delete(code.id);
      return next;
    });
  const allOnPage = codes.length > 0 && codes.every((code) => selected.has(code.id));
  const someOnPage = codes.some((code) => selected.has(code.id));
  const pageCheckbox = (label?: string) => (
    <Checkbox
      checked={allOnPage}
      indeterminate={someOnPage && !allOnPage}
      onChange={(event) => codes.forEach((code) => toggle(code, event.target.checked))}
      slotProps={label ? { input: { 'aria-label': label } } : undefined}
    />
  );
  const columns: ListColumn<TrackedCode>[] = [
    {
      header: pageCheckbox(t.selectPage),
      cell: (code) => (
        <Checkbox checked={selected.has(code.id)} onChange={(event) => toggle(code, event.target.checked)} slotProps={{ input: { 'aria-label': t.selectCode(code.code) } }} />
      ),
      padding: 'checkbox',
      card: 'leading',
    },
    ...TRACKED_CODE_COLUMNS,
    ticketsColumn,
    handedOutColumn((code: TrackedCode) => notes?.get(code.id) ?? null),
    actionsColumn((code: TrackedCode) => (
      <TrackedCodeActions code={code} note={notes?.get(code.id) ?? null} writes={writes} onCopy={(shareable) => void copyCode(shareable)} />
    )),
  ];

  const chosen = [...selected.values()];
  const onlyNote = chosen.length === 1 ? (selectedNotes?.get(chosen[0].id) ?? null) : null;
  const finishNoting = () => {
    setNoting(false);
    setSelected(new Map());
  };

  return (
    <Paper component="section" aria-labelledby="tracked-codes-title" variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mb: 1 }}>
        <Typography id="tracked-codes-title" component="h2" variant="h6">
          {texts.navigation.codes.title} ({formatCount(total)})
        </Typography>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          {selected.size > 0 && (
            <Button size="small" onClick={() => setSelected(new Map())}>
              {t.unselect}
            </Button>
          )}
          <Button variant="outlined" size="small" startIcon={<AssignmentIndIcon />} disabled={selected.size === 0} onClick={() => setNoting(true)}>
            {t.selected(selected.size)}
          </Button>
        </Stack>
      </Stack>
      <ResponsiveList
        items={rows}
        itemKey={(code) => code.id}
        columns={columns}
        compact={compact}
        labelledBy="tracked-codes-title"
        groups={groups}
        collapsible
        hover
        isSelected={(code) => selected.has(code.id)}
        cardsHeader={<FormControlLabel control={pageCheckbox()} label={t.selectPage} />}
      />
      {noting && (
        <CodeNoteDialog
          codes={chosen.map((code) => code.code)}
          note={onlyNote}
          canClear={chosen.some((code) => selectedNotes?.has(code.id))}
          onSave={(note) => {
            writes.save(chosen, note);
            finishNoting();
          }}
          onClear={() => {
            writes.clear(chosen.map((code) => code.id));
            finishNoting();
          }}
          onClose={() => setNoting(false)}
        />
      )}
      <Pagination {...pagination} label={codesTexts.paginationLabel(texts.navigation.codes.title)} />
    </Paper>
  );
}

/** A tracked code as its note records it. */
function noteTarget(code: TrackedCode): NotedCode {
  return { id: code.id, code: code.code, eventId: code.eventId };
}

/** A batch's heading: its label, the event, day and size under a name, and its usage; a row of the table, or above the cards. */
export function GroupHeading({ group, layout }: { group: GroupSummary; layout: 'row' | 'card' }) {
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
        {group.figuresLoading && <FiguresRoom />}
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
      {group.figuresLoading && <FiguresRoom />}
    </Box>
  );
}

const NO_USAGE = { uses: 0, maxUses: 0, usedUp: 0, total: 0 };

/**
 * The room a batch's figures take, kept empty while they load: a row she is about to tap does not
 * move down under her finger when they arrive.
 */
function FiguresRoom() {
  return (
    <Box aria-hidden sx={{ visibility: 'hidden' }}>
      <UsageBar name="" usage={NO_USAGE} />
      <TicketsSold count={0} />
    </Box>
  );
}

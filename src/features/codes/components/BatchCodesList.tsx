import AssignmentIndIcon from '@mui/icons-material/AssignmentInd';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { TicketsSold } from '@/components/codes/TicketsSold';
import { UsageBar } from '@/components/codes/UsageBar';
import { UsageThresholdChip } from '@/components/codes/UsageThresholdChip';
import { useNotify } from '@/hooks/use-notify';
import { Pagination } from '@/components/pagination/Pagination';
import { paginationProps, usePagination } from '@/hooks/use-pagination';
import { CopyIconButton, SystemShareButton, WhatsAppShareLink } from '@/features/codes/components/CodeActions';
import { EventCodesUnavailableError, type EventCodes } from '@/features/codes/hooks/use-event-codes';
import { useCopyCodes } from '@/features/codes/hooks/use-copy-codes';
import { useCodeNoteWrites } from '@/features/codes/hooks/use-code-note-writes';
import { CodeNoteDialog } from '@/features/codes/components/CodeNoteDialog';
import { compareEventNames } from '@/features/codes/utils/group-codes';
import { shareableTracked } from '@/features/codes/utils/shareable';
import { formatCount } from '@common/number-format';
import type { EventSummary } from '@/lib/codes/code-summary';
import { buildCodesCsv, codesCsvFileName } from '@/lib/codes/csv';
import { eventNameLabel } from '@/lib/codes/labels';
import type { TrackedCode } from '@/lib/codes/tracked-code';
import { codesTexts } from '@/lib/codes/texts';
import { downloadTextFile } from '@/utils/download';
import { BATCH_LIST_PAGE_SIZE } from '@common/constants';

/** 'Códigos por lote' is at most this tall and scrolls within (docs/product.md). */
const BATCH_LIST_MAX_HEIGHT_PX = 764;

interface BatchRow extends EventSummary {
  /** The name shown (with the fallback for a missing name). */
  eventName: string;
}

/**
 * 'Códigos por lote': one row per event with tracked codes (available and expired, as the CSV's
 * status column tells them apart), listed with their count and usage from the leader's summary,
 * and '80 % de uso' or '100 % de uso' once the event's uses reach it (UsageThresholdChip).
 * '{n} sin entregar' counts what is still in her pocket (canHandOut), live from the available
 * codes. Copy gives those codes; WhatsApp and the share
 * sheet give as many of those as she asks for (one by default), never in a WhatsApp link longer
 * than a message takes, and 'Entregado a' notes those same codes as given to the person she names
 * (so the next share gives the next ones); the CSV download, whose text is the number of codes, keeps every tracked
 * code, loading them when needed with the progress in its row. 8 events per page, at most 764 px
 * tall with scrolling.
 */
export function BatchCodesList({ uid, events, eventCodes }: { uid: string | null; events: readonly EventSummary[]; eventCodes: EventCodes }) {
  const { copyCodes } = useCopyCodes();
  const writes = useCodeNoteWrites(uid);
  // The event whose next codes to share she is naming the person of ('Entregado a').
  const [noting, setNoting] = useState<{ eventId: string; codes: readonly TrackedCode[] } | null>(null);
  const notify = useNotify();
  const rows = useMemo<BatchRow[]>(
    () => events.map((event) => ({ ...event, eventName: eventNameLabel(event.eventName) })).sort(compareEventNames),
    [events],
  );
  const pagination = usePagination(rows, BATCH_LIST_PAGE_SIZE);
  // How many codes 'Compartir' gives, per event: one unless the leader asks for more.
  const [shareCounts, setShareCounts] = useState<ReadonlyMap<string, number>>(new Map());
  const shareCountOf = (eventId: string, handable: number) => Math.max(1, Math.min(shareCounts.get(eventId) ?? 1, handable));
  const setShareCount = (eventId: string, value: number) =>
    setShareCounts((previous) => new Map(previous).set(eventId, Number.isInteger(value) && value > 0 ? value : 1));
  const columns = codesTexts.columns;

  /** The event's codes, loading them first when needed; null (and the person told why) when they cannot be had. */
  async function readCodesOf(row: BatchRow): Promise<TrackedCode[]> {
    try {
      return await eventCodes.read(row.eventId);
    } catch (error) {
      const offline = error instanceof EventCodesUnavailableError && error.offline;
      notify({ type: 'error', message: offline ? codesTexts.eventCodesOffline : codesTexts.eventCodesFailed });
      throw error;
    }
  }

  return (
    <Paper component="section" aria-labelledby="batch-codes-title" variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Typography id="batch-codes-title" component="h2" variant="h6" sx={{ mb: 1 }}>
        {codesTexts.batchTitle}
      </Typography>
      {rows.length === 0 ? (
        <Typography color="text.secondary">{codesTexts.noBatchCodes}</Typography>
      ) : (
        <TableContainer sx={{ maxHeight: BATCH_LIST_MAX_HEIGHT_PX, overflowY: 'auto' }}>
          <Table size="small" stickyHeader aria-labelledby="batch-codes-title">
            <TableHead>
              <TableRow>
                <TableCell>{columns.event}</TableCell>
                <TableCell align="right">{columns.actions}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {pagination.pageItems.map((row) => {
                const ready = eventCodes.codesOf(row.eventId);
                const state = eventCodes.stateOf(row.eventId);
                const pocket = eventCodes.handableOf(row.eventId);
                const handable = pocket?.map(shareableTracked) ?? null;
                const shareCount = shareCountOf(row.eventId, handable?.length ?? 0);
                const shared = handable?.slice(0, shareCount) ?? null;
                const toShare = pocket?.slice(0, shareCount) ?? [];
                const count = row.usage.total;
                return (
                  <TableRow key={row.eventId} hover aria-busy={state.status === 'loading' ? true : undefined}>
                    <TableCell sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                      {row.eventName}
                      <UsageThresholdChip usage={row.usage} />
                      <UsageBar name={row.eventName} usage={row.usage} />
                      <TicketsSold count={row.ticketsSold} />
                      {handable !== null && (
                        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', fontWeight: 400 }}>
                          {codesTexts.notHandedOut(formatCount(handable.length))}
                        </Typography>
                      )}
                      {state.status === 'loading' && (
                        <Box role="status" sx={{ mt: 0.75, maxWidth: 360 }}>
                          <LinearProgress
                            variant="determinate"
                            value={state.progress.expected > 0 ? (100 * state.progress.loaded) / state.progress.expected : 0}
                            aria-hidden
                          />
                          <Typography variant="caption" color="text.secondary" sx={{ fontWeight: 400 }}>
                            {codesTexts.eventCodesLoading(formatCount(state.progress.loaded), formatCount(state.progress.expected))}
                          </Typography>
                        </Box>
                      )}
                    </TableCell>
                    <TableCell align="right">
                      <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
                        <CopyIconButton label={codesTexts.copyEventCodes(row.eventName)} disabled={!handable?.length} onCopy={() => void copyCodes(handable ?? [])} />
                        <TextField
                          type="number"
                          size="small"
                          value={shareCount}
                          disabled={!handable?.length}
                          onChange={(event) => setShareCount(row.eventId, Number(event.target.value))}
                          slotProps={{ htmlInput: { min: 1, max: Math.max(1, handable?.length ?? 1), 'aria-label': codesTexts.shareCount(row.eventName), title: codesTexts.shareCount(row.eventName) } }}
                          sx={{ width: 76 }}
                        />
                        <WhatsAppShareLink codes={shared} label={codesTexts.shareEventWhatsApp(row.eventName)} />
                        <SystemShareButton codes={shared} label={codesTexts.shareEvent(row.eventName)} />
                        <IconButton
                          size="small"
                          color="primary"
                          disabled={uid === null || toShare.length === 0}
                          aria-label={codesTexts.handedOut.shared(row.eventName)}
                          title={codesTexts.handedOut.shared(row.eventName)}
                          onClick={() => setNoting({ eventId: row.eventId, codes: toShare })}
                        >
                          <AssignmentIndIcon fontSize="small" />
                        </IconButton>
                        <Button
                          variant="outlined"
                          size="small"
                          startIcon={<FileDownloadIcon />}
                          onClick={() =>
                            void (ready ? Promise.resolve(ready) : readCodesOf(row)).then(
                              (codes) => downloadTextFile(codesCsvFileName(), buildCodesCsv(codes), 'text/csv;charset=utf-8'),
                              () => undefined,
                            )
                          }
                          aria-label={codesTexts.downloadCsv(row.eventName, count)}
                          sx={{ minWidth: 0 }}
                        >
                          {formatCount(count)}
                        </Button>
                      </Box>
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <Pagination {...paginationProps(pagination)} label={codesTexts.paginationLabel(codesTexts.batchTitle)} />
      {noting && (
        <CodeNoteDialog
          codes={noting.codes.map((code) => code.code)}
          note={null}
          canClear={false}
          onSave={(note) => {
            writes.save(noting.codes, note);
            setNoting(null);
          }}
          onClear={() => setNoting(null)}
          onClose={() => setNoting(null)}
        />
      )}
    </Paper>
  );
}

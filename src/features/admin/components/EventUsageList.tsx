import FileDownloadIcon from '@mui/icons-material/FileDownload';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { UsageBar } from '@/components/codes/UsageBar';
import { useNotify } from '@/hooks/use-notify';
import { readLeaderEventCodes } from '@/features/admin/api/leader-codes';
import { adminTexts } from '@/features/admin/texts';
import { formatColones, formatCount } from '@common/number-format';
import { ZERO_SALES, type SalesFigures } from '@common/leader-sales';
import type { EventSummary } from '@/lib/codes/code-summary';
import { buildCodesCsv, codesCsvFileName } from '@/lib/codes/csv';
import type { EventCodesProgress } from '@/lib/codes/event-codes';
import { eventNameLabel } from '@/lib/codes/labels';
import { codesTexts } from '@/lib/codes/texts';
import { downloadTextFile } from '@/utils/download';

/**
 * A leader's usage per event, from their server-kept summary (the same figures and bar the leader
 * sees) and what their codes sold for it (tickets and amount, from the server-kept sales), with each event's CSV (the 7 columns of the leaders' CSV): its codes are read from the
 * server when the button is pressed, in pages, with the progress on a large event.
 */
export function EventUsageList({
  leaderUid,
  events,
  sales,
}: {
  leaderUid: string;
  events: readonly EventSummary[];
  /** What the leader's codes sold per event (null while it loads). */
  sales: ReadonlyMap<string, SalesFigures> | null;
}) {
  const notify = useNotify();
  const [progress, setProgress] = useState<ReadonlyMap<string, EventCodesProgress>>(new Map());

  async function download(event: EventSummary) {
    const track = (next: EventCodesProgress | null) =>
      setProgress((previous) => {
        const map = new Map(previous);
        if (next) map.set(event.eventId, next);
        else map.delete(event.eventId);
        return map;
      });
    track({ loaded: 0, expected: event.usage.total });
    try {
      const codes = await readLeaderEventCodes(leaderUid, event.eventId, { expected: event.usage.total, onProgress: track });
      downloadTextFile(codesCsvFileName(), buildCodesCsv(codes), 'text/csv;charset=utf-8');
    } catch (error) {
      console.error('admin: loading an event of a leader failed', error);
      notify({ type: 'error', message: codesTexts.eventCodesFailed });
    } finally {
      track(null);
    }
  }

  return (
    <Stack spacing={2} component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {events.map((event) => {
        const name = eventNameLabel(event.eventName);
        const loading = progress.get(event.eventId);
        return (
          <Box component="li" key={event.eventId} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', justifyContent: 'space-between' }}>
            <Box sx={{ minWidth: 0, flex: '1 1 240px' }}>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{name}</Typography>
              <UsageBar name={name} usage={event.usage} />
              {sales && <EventSales figures={sales.get(event.eventId) ?? ZERO_SALES} />}
            </Box>
            <Box sx={{ flex: '0 0 auto', minWidth: 150 }}>
              <Button
                variant="outlined"
                size="small"
                startIcon={<FileDownloadIcon aria-hidden />}
                disabled={loading !== undefined}
                aria-label={codesTexts.downloadCsv(name, event.usage.total)}
                onClick={() => void download(event)}
              >
                {formatCount(event.usage.total)}
              </Button>
              {loading && (
                <Box role="status" sx={{ mt: 0.5 }}>
                  <LinearProgress variant="determinate" value={loading.expected > 0 ? (100 * loading.loaded) / loading.expected : 0} aria-hidden />
                  <Typography variant="caption">{codesTexts.eventCodesLoading(formatCount(loading.loaded), formatCount(loading.expected))}</Typography>
                </Box>
              )}
            </Box>
          </Box>
        );
      })}
      {events.length === 0 && (
        <Typography component="li" color="text.secondary">
          {adminTexts.leader.noUsage}
        </Typography>
      )}
    </Stack>
  );
}

function EventSales({ figures }: { figures: SalesFigures }) {
  const refunds = figures.refunds > 0 ? adminTexts.leader.refundsNote(figures.refunds) : '';
  return (
    <Typography variant="body2" color="text.secondary">
      {adminTexts.leader.salesOfEvent(formatCount(figures.tickets), formatColones(figures.amount), refunds)}
    </Typography>
  );
}

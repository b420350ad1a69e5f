import FileDownloadIcon from '@mui/icons-material/FileDownload';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { Pagination } from '@/components/pagination/Pagination';
import { paginationProps, usePagination } from '@/components/pagination/use-pagination';
import { CopyIconButton, SystemShareButton, WhatsAppShareLink } from '@/features/codes/components/CodeActions';
import { UsageBar } from '@/features/codes/components/UsageBar';
import { useCopyCodes } from '@/features/codes/hooks/use-copy-codes';
import type { EventCodeCount } from '@/features/codes/api/tracked-codes';
import type { TrackedCode } from '@/features/codes/types/tracked-code';
import { buildCodesCsv, codesCsvFileName } from '@/features/codes/utils/csv';
import { downloadTextFile } from '@/features/codes/utils/download';
import { compareEventNames, groupByEvent } from '@/features/codes/utils/group-codes';
import { eventNameLabel } from '@/features/codes/utils/labels';
import { shareableTracked } from '@/features/codes/utils/shareable';
import { codeUsage, type CodeUsage } from '@/features/codes/utils/usage';
import { codesTexts } from '@/features/codes/texts';
import { BATCH_LIST_MAX_HEIGHT_PX, BATCH_LIST_PAGE_SIZE } from '@common/constants';

interface BatchRow {
  eventId: string;
  /** The name shown (with the fallback for a missing name). */
  eventName: string;
  count: number;
  /** null while the codes are still arriving (row built from the per-event counts). */
  codes: TrackedCode[] | null;
  /** null while the codes are still arriving. */
  usage: CodeUsage | null;
}

interface BatchCodesListProps {
  /** All tracked codes, or null while they are still loading. */
  codes: readonly TrackedCode[] | null;
  /** Per-event counts shown until the codes are there. */
  eventCounts?: readonly EventCodeCount[] | null;
}

/**
 * 'Códigos por lote': one row per event with all of the event's tracked codes (available and
 * expired, as the CSV's status column tells them apart), their usage at a glance, and copy,
 * WhatsApp, the share sheet where the browser has one, and the CSV download whose
 * text is the number of codes. 8 events per page, at most 764 px tall with scrolling. While a
 * large set of codes is still arriving, the rows come from per-event counts and their actions
 * wait (disabled) for the codes.
 */
export function BatchCodesList({ codes, eventCounts = null }: BatchCodesListProps) {
  const { copyCodes } = useCopyCodes();
  const events = useMemo<BatchRow[]>(
    () =>
      (codes
        ? groupByEvent(codes).map((group) => ({
            ...group,
            eventName: eventNameLabel(group.eventName),
            count: group.codes.length,
            usage: codeUsage(group.codes),
          }))
        : (eventCounts ?? []).map((event) => ({ ...event, codes: null, usage: null }))
      ).sort(compareEventNames),
    [codes, eventCounts],
  );
  const pagination = usePagination(events, BATCH_LIST_PAGE_SIZE);
  const columns = codesTexts.columns;

  function download(codesOfEvent: TrackedCode[]) {
    downloadTextFile(codesCsvFileName(), buildCodesCsv(codesOfEvent), 'text/csv;charset=utf-8');
  }

  return (
    <Paper component="section" aria-labelledby="batch-codes-title" variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Typography id="batch-codes-title" component="h2" variant="h6" sx={{ mb: 1 }}>
        {codesTexts.batchTitle}
      </Typography>
      {events.length === 0 ? (
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
                const rowCodes = row.codes;
                const shareable = rowCodes ? rowCodes.map(shareableTracked) : null;
                return (
                  <TableRow key={row.eventId} hover aria-busy={rowCodes ? undefined : true}>
                    <TableCell sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                      {row.eventName}
                      {row.usage && <UsageBar name={row.eventName} usage={row.usage} />}
                    </TableCell>
                    <TableCell align="right">
                      <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
                        <CopyIconButton
                          label={codesTexts.copyEventCodes(row.eventName)}
                          onCopy={() => shareable && void copyCodes(shareable)}
                          disabled={!shareable}
                        />
                        <WhatsAppShareLink codes={shareable} label={codesTexts.shareEventWhatsApp(row.eventName)} />
                        <SystemShareButton codes={shareable} label={codesTexts.shareEvent(row.eventName)} />
                        <Button
                          variant="outlined"
                          size="small"
                          startIcon={<FileDownloadIcon />}
                          onClick={() => rowCodes && download(rowCodes)}
                          disabled={!rowCodes}
                          aria-label={codesTexts.downloadCsv(row.eventName, row.count)}
                          sx={{ minWidth: 0 }}
                        >
                          {row.count}
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
    </Paper>
  );
}

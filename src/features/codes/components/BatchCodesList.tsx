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
import { CopyIconButton, WhatsAppShareLink } from '@/features/codes/components/CodeActions';
import { useCopyCodes } from '@/features/codes/hooks/use-copy-codes';
import type { TrackedCode } from '@/features/codes/types/tracked-code';
import { buildCodesCsv, codesCsvFileName } from '@/features/codes/utils/csv';
import { downloadTextFile } from '@/features/codes/utils/download';
import { groupByEvent, type EventGroup } from '@/features/codes/utils/group-codes';
import { texts } from '@/lib/texts';
import { BATCH_LIST_MAX_HEIGHT_PX, BATCH_LIST_PAGE_SIZE } from '@common/constants';

/**
 * 'Códigos por lote': one row per event with all of the event's tracked codes (available and
 * expired, as the CSV's status column tells them apart): copy, WhatsApp, CSV download whose
 * text is the number of codes. 8 events per page, at most 764 px tall with scrolling.
 */
export function BatchCodesList({ codes }: { codes: readonly TrackedCode[] }) {
  const { copyCodes } = useCopyCodes();
  const events = useMemo(() => groupByEvent(codes, 'name'), [codes]);
  const pagination = usePagination(events, BATCH_LIST_PAGE_SIZE);
  const columns = texts.codes.columns;

  function download(group: EventGroup) {
    downloadTextFile(codesCsvFileName(), buildCodesCsv(group.codes), 'text/csv;charset=utf-8');
  }

  return (
    <Paper component="section" aria-labelledby="batch-codes-title" variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Typography id="batch-codes-title" component="h2" variant="h6" sx={{ mb: 1 }}>
        {texts.codes.batchTitle}
      </Typography>
      {events.length === 0 ? (
        <Typography color="text.secondary">{texts.codes.noBatchCodes}</Typography>
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
              {pagination.pageItems.map((group) => {
                const codeTexts = group.codes.map((code) => code.code);
                return (
                  <TableRow key={group.eventId} hover>
                    <TableCell sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{group.eventName}</TableCell>
                    <TableCell align="right">
                      <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
                        <CopyIconButton label={texts.codes.copyEventCodes(group.eventName)} onCopy={() => void copyCodes(codeTexts)} />
                        <WhatsAppShareLink codes={codeTexts} label={texts.codes.shareEventWhatsApp(group.eventName)} />
                        <Button
                          variant="outlined"
                          size="small"
                          startIcon={<FileDownloadIcon />}
                          onClick={() => download(group)}
                          aria-label={texts.codes.downloadCsv(group.eventName, group.codes.length)}
                          sx={{ minWidth: 0 }}
                        >
                          {group.codes.length}
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
      <Pagination {...paginationProps(pagination)} label={texts.codes.paginationLabel(texts.codes.batchTitle)} />
    </Paper>
  );
}

import FileDownloadIcon from '@mui/icons-material/FileDownload';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import OutlinedInput from '@mui/material/OutlinedInput';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ACTIVITY_KINDS, isActivityKind, type ActivityKind } from '@common/activity';
import { useId, useMemo, useState } from 'react';
import { ReadStatus } from '@/components/feedback/ReadStatus';
import { Pagination } from '@/components/pagination/Pagination';
import { paginationProps, usePageState } from '@/hooks/use-pagination';
import { activityQuery, countActivity, readActivity, type ActivityEntry } from '@/features/admin/api/activity';
import { AdminSection } from '@/features/admin/components/AdminSection';
import { BusyButton } from '@/features/admin/components/BusyButton';
import { useCsvExport } from '@/features/admin/hooks/use-csv-export';
import { activityCsvFileName, activityRange, buildActivityCsv } from '@/features/admin/utils/activity-csv';
import { formatCount } from '@common/number-format';
import { adminTexts } from '@/features/admin/texts';
import { accountLabel, describeActivity } from '@/features/admin/utils/describe-activity';
import { usePagedQuery } from '@/hooks/use-paged-query';
import { useReadOnce } from '@/hooks/use-subscription';
import { formatDateTime } from '@/features/admin/utils/format-date';

const t = adminTexts.activity;
const statusTexts = { loading: t.loading, error: adminTexts.common.loadFailed, retry: adminTexts.common.retry };
const ALL = 'all';

function EntryItem({ entry }: { entry: ActivityEntry }) {
  return (
    <Box component="li" sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider', display: 'grid', gap: 0.25, minWidth: 0 }}>
      <Typography variant="body2" color="text.secondary">
        {entry.at ? formatDateTime(entry.at) : ''} · {t.kinds[entry.kind]}
      </Typography>
      <Typography sx={{ overflowWrap: 'anywhere' }}>{describeActivity(entry)}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {t.columns.who}: {accountLabel(entry.actor)}
      </Typography>
      {entry.kind === 'codes-removed' && entry.details.codes && entry.details.codes.length > 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
          {t.removedCodes}: {entry.details.codes.join(', ')}
        </Typography>
      )}
    </Box>
  );
}

/** A date input of the range filter (Desde, Hasta): the browser's own date picker. */
function DateField({ label, value, error, describedBy, onChange }: { label: string; value: string; error?: boolean; describedBy: string; onChange(value: string): void }) {
  const id = useId();
  return (
    <FormControl margin="dense" error={error} sx={{ minWidth: 170 }}>
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <OutlinedInput
        id={id}
        type="date"
        label={label}
        notched
        value={value}
        onChange={(event) => onChange(event.target.value)}
        inputProps={{ 'aria-describedby': describedBy, 'aria-invalid': error || undefined }}
      />
    </FormControl>
  );
}

/**
 * Actividad (/administracion/actividad): what every administrator did, newest first, one page at
 * a time from the server, filtered by kind and by a range of days (both included; a range query
 * on the server). 'Descargar CSV' saves every entry of the filter, read page by page. Written
 * only by the functions; read-only here.
 */
export function ActivityPage() {
  const filterId = useId();
  const rangeHintId = useId();
  const [kind, setKind] = useState<ActivityKind | null>(null);
  const [typed, setTyped] = useState({ from: '', to: '' });
  // The last range that makes sense: while Desde is after Hasta, the list keeps the one before.
  const [applied, setApplied] = useState({ from: '', to: '' });
  const inverted = activityRange(typed.from, typed.to) === 'inverted';
  const period = useMemo(() => {
    const range = activityRange(applied.from, applied.to);
    return range === 'inverted' ? { start: null, end: null } : range;
  }, [applied.from, applied.to]);
  const filterKey = `${kind ?? ALL}/${applied.from}/${applied.to}`;
  const total = useReadOnce(`activity-count/${filterKey}`, () => countActivity(kind, period));
  const paging = usePageState(total.data ?? 0);
  const scope = useMemo(() => ({ key: `activity/${filterKey}`, query: () => activityQuery(kind, period) }), [filterKey, kind, period]);
  const csvExport = useCsvExport(t.exportFailed);
  const changeRange = (next: { from: string; to: string }) => {
    setTyped(next);
    if (activityRange(next.from, next.to) !== 'inverted') {
      setApplied(next);
      paging.requestPage(1);
    }
  };
  const exportCsv = () =>
    csvExport.run(async (progress) => {
      const exported = await readActivity(kind, period, progress);
      return { fileName: activityCsvFileName(period, exported), csv: buildActivityCsv(exported) };
    });
  const filtered = applied.from !== '' || applied.to !== '';
  const entries = usePagedQuery(scope, paging.page, paging.pageSize, total.data ?? null);
  const refetch = () => {
    total.refetch();
    entries.refetch();
  };

  return (
    <AdminSection title={t.heading} intro={t.intro}>
      <FormControl margin="dense" sx={{ minWidth: 240, maxWidth: '100%', mb: 1 }}>
        <InputLabel id={filterId}>{t.filterLabel}</InputLabel>
        <Select
          labelId={filterId}
          label={t.filterLabel}
          value={kind ?? ALL}
          onChange={(event) => {
            setKind(isActivityKind(event.target.value) ? event.target.value : null);
            paging.requestPage(1);
          }}
        >
          <MenuItem value={ALL}>{t.allKinds}</MenuItem>
          {ACTIVITY_KINDS.map((value) => (
            <MenuItem key={value} value={value}>
              {t.kinds[value]}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <Stack direction="row" spacing={1.5} sx={{ flexWrap: 'wrap', alignItems: 'center', rowGap: 0, mb: 1 }}>
        <DateField label={t.from} value={typed.from} describedBy={rangeHintId} onChange={(from) => changeRange({ ...typed, from })} />
        <DateField label={t.to} value={typed.to} error={inverted} describedBy={rangeHintId} onChange={(to) => changeRange({ ...typed, to })} />
        <Button size="small" disabled={typed.from === '' && typed.to === ''} onClick={() => changeRange({ from: '', to: '' })}>
          {t.clearRange}
        </Button>
        <BusyButton
          variant="outlined"
          startIcon={<FileDownloadIcon aria-hidden />}
          busy={csvExport.loaded !== null}
          disabled={!total.data || inverted}
          aria-label={t.exportCsvLabel}
          onClick={() => void exportCsv()}
        >
          {t.exportCsv}
        </BusyButton>
      </Stack>
      <FormHelperText id={rangeHintId} error={inverted} sx={{ mt: 0, mb: 1 }}>
        {inverted ? t.rangeInverted : t.rangeHint}
      </FormHelperText>
      {csvExport.loaded !== null && (
        <Typography role="status" variant="body2" sx={{ mb: 1 }}>
          {t.exporting(formatCount(csvExport.loaded))}
        </Typography>
      )}
      <ReadStatus
        result={total.status === 'error' ? total : entries}
        empty={total.data === 0}
        emptyText={filtered ? t.emptyInRange : t.empty}
        texts={statusTexts}
        onRetry={refetch}
      />
      {entries.data && entries.data.items.length > 0 && (
        <Stack component="ol" aria-label={t.heading} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {entries.data.items.map((entry) => (
            <EntryItem key={entry.id} entry={entry} />
          ))}
        </Stack>
      )}
      {total.data !== null && <Pagination {...paginationProps(paging)} label={t.paginationLabel} />}
    </AdminSection>
  );
}

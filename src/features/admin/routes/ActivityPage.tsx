import Box from '@mui/material/Box';
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
import { activityQuery, countActivity, type ActivityEntry } from '@/features/admin/api/activity';
import { AdminSection } from '@/features/admin/components/AdminSection';
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

/**
 * Actividad (/administracion/actividad): what every administrator did, newest first, one page at
 * a time from the server, filtered by kind. Written only by the functions; read-only here.
 */
export function ActivityPage() {
  const filterId = useId();
  const [kind, setKind] = useState<ActivityKind | null>(null);
  const total = useReadOnce(`activity-count/${kind ?? ALL}`, () => countActivity(kind));
  const paging = usePageState(total.data ?? 0);
  const scope = useMemo(() => ({ key: `activity/${kind ?? ALL}`, query: () => activityQuery(kind) }), [kind]);
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
      <ReadStatus result={total.status === 'error' ? total : entries} empty={total.data === 0} emptyText={t.empty} texts={statusTexts} onRetry={refetch} />
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

import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { paginationProps, usePageState, usePagination } from '@/hooks/use-pagination';
import { CodeSearchField, CodeSearchResults } from '@/features/codes/components/CodeSearch';
import { TrackedCodesStatus } from '@/features/codes/components/TrackedCodesStatus';
import { TrackedCodesTable } from '@/features/codes/components/TrackedCodesTable';
import { useCompactLayout } from '@/hooks/use-compact-layout';
import { useLastLoaded } from '@/features/codes/hooks/use-last-loaded';
import { useCodesContext } from '@/features/codes/hooks/use-codes-context';
import { canHandOut } from '@/features/codes/utils/hand-out';
import { trackedCodesQuery } from '@/lib/codes/code-queries';
import { useBatchSummaries } from '@/features/codes/hooks/use-batch-summaries';
import { codesTexts } from '@/lib/codes/texts';
import { usePagedQuery } from '@/hooks/use-paged-query';

type ListFilter = 'all' | 'notHandedOut';

/**
 * Code tracking ('Seguimiento de códigos', /codigos): the leader's tracked codes grouped by
 * batch, newest first, one page at a time from the server; N in 'X a Y de N entradas' is the
 * count the server keeps (codeSummaries/{uid}). 'Sin entregar' lists what is still in her
 * pocket (canHandOut) from the available codes the app already follows live: no read more.
 * While a search is typed, what it found on the server shows in place of the list and its
 * filter; clearing it brings them back.
 */
export function CodesPage() {
  const { uid, summary, available } = useCodesContext();
  const compact = useCompactLayout();
  const [filter, setFilter] = useState<ListFilter>('all');
  const total = summary.data?.total ?? null;
  const paging = usePageState(total ?? 0);
  const scope = useMemo(() => (uid === null || filter !== 'all' ? null : { key: `tracked/${uid}`, query: () => trackedCodesQuery(uid) }), [uid, filter]);
  const codesPage = usePagedQuery(scope, paging.page, paging.pageSize, total);
  // A new total (a code added or removed while she looks) or another page reads the list again:
  // until it arrives, the page shown stays, and with it the cards she opened and the codes she selected.
  const shownPage = useLastLoaded(codesPage.data);
  const inPocket = useMemo(() => (available.data?.codes ?? []).filter(canHandOut), [available.data]);
  const pocketPaging = usePagination(inPocket);
  const codes = filter === 'all' ? (shownPage?.items ?? []) : pocketPaging.pageItems;
  const batches = useBatchSummaries(uid, codes);
  const [search, setSearch] = useState('');

  return (
    <Stack spacing={3} sx={{ minWidth: 0 }}>
      <CodeSearchField value={search} onChange={setSearch} />
      {search.trim() !== '' ? (
        <CodeSearchResults uid={uid} search={search} compact={compact} />
      ) : (
        <>
          {total !== null && total > 0 && (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography id="tracked-codes-filter" variant="body2" color="text.secondary">
                {codesTexts.listFilterLabel}
              </Typography>
              <ToggleButtonGroup
                exclusive
                size="small"
                color="primary"
                value={filter}
                onChange={(_event, next: ListFilter | null) => next && setFilter(next)}
                aria-labelledby="tracked-codes-filter"
              >
                <ToggleButton value="all">{codesTexts.allTrackedFilter}</ToggleButton>
                <ToggleButton value="notHandedOut">{codesTexts.notHandedOutFilter}</ToggleButton>
              </ToggleButtonGroup>
            </Stack>
          )}
          {filter === 'all' ? (
            <>
              <TrackedCodesStatus result={total === null ? summary : codesPage} empty={total === 0} emptyText={codesTexts.noTrackedCodes} />
              {total !== null && total > 0 && shownPage && (
                <TrackedCodesTable uid={uid} codes={codes} total={total} batches={batches.data} pagination={paginationProps(paging)} compact={compact} />
              )}
            </>
          ) : (
            <>
              <TrackedCodesStatus result={available} empty={available.data !== null && inPocket.length === 0} emptyText={codesTexts.noNotHandedOutCodes} />
              {inPocket.length > 0 && (
                <TrackedCodesTable uid={uid} codes={codes} total={inPocket.length} batches={batches.data} pagination={paginationProps(pocketPaging)} compact={compact} />
              )}
            </>
          )}
        </>
      )}
    </Stack>
  );
}

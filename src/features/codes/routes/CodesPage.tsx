import Stack from '@mui/material/Stack';
import { useMemo } from 'react';
import { paginationProps, usePageState } from '@/hooks/use-pagination';
import { TrackedCodesStatus } from '@/features/codes/components/TrackedCodesStatus';
import { TrackedCodesTable } from '@/features/codes/components/TrackedCodesTable';
import { useCompactLayout } from '@/hooks/use-compact-layout';
import { useCodesContext } from '@/features/codes/hooks/use-codes-context';
import { trackedCodesQuery } from '@/lib/codes/code-queries';
import { useBatchSummaries } from '@/features/codes/hooks/use-batch-summaries';
import { codesTexts } from '@/lib/codes/texts';
import { usePagedQuery } from '@/hooks/use-paged-query';

/**
 * Code tracking ('Seguimiento de códigos', /codigos): the leader's tracked codes grouped by
 * batch, newest first, one page at a time from the server; N in 'X a Y de N entradas' is the
 * count the server keeps (codeSummaries/{uid}).
 */
export function CodesPage() {
  const { uid, summary } = useCodesContext();
  const compact = useCompactLayout();
  const total = summary.data?.total ?? null;
  const paging = usePageState(total ?? 0);
  const scope = useMemo(() => (uid === null ? null : { key: `tracked/${uid}`, query: () => trackedCodesQuery(uid) }), [uid]);
  const codesPage = usePagedQuery(scope, paging.page, paging.pageSize, total);
  const codes = codesPage.data?.items ?? [];
  const batches = useBatchSummaries(uid, codes);

  return (
    <Stack spacing={3} sx={{ minWidth: 0 }}>
      <TrackedCodesStatus result={total === null ? summary : codesPage} empty={total === 0} emptyText={codesTexts.noTrackedCodes} />
      {total !== null && total > 0 && codesPage.data && (
        <TrackedCodesTable codes={codes} total={total} batches={batches.data} pagination={paginationProps(paging)} compact={compact} />
      )}
    </Stack>
  );
}

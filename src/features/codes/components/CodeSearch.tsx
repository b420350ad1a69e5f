import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useMemo } from 'react';
import { actionsColumn, ticketsColumn, TRACKED_CODE_COLUMNS } from '@/components/codes/code-columns';
import { ReadStatus } from '@/components/feedback/ReadStatus';
import { SearchField } from '@/components/forms/SearchField';
import { ResponsiveList, type ListColumn } from '@/components/lists/ResponsiveList';
import { TrackedCodeActions } from '@/features/codes/components/TrackedCodeActions';
import { handedOutColumn } from '@/features/codes/components/CodeNoteControls';
import { useCodeNotes } from '@/features/codes/hooks/use-code-notes';
import { useCodeNoteWrites } from '@/features/codes/hooks/use-code-note-writes';
import { useCodeSearch } from '@/features/codes/hooks/use-code-search';
import { useCopyCodes } from '@/features/codes/hooks/use-copy-codes';
import { TYPING_PAUSE_MS, useDebouncedValue } from '@/hooks/use-debounced-value';
import { useOnlineStatus } from '@/hooks/use-online-status';
import { codesTexts } from '@/lib/codes/texts';
import { LOADING } from '@/lib/firebase/result';
import type { TrackedCode } from '@/lib/codes/tracked-code';

const t = codesTexts.search;
/** Back online, the client takes a moment to reach the server again: a search it could not send yet is sent again after this. */
const UNAVAILABLE_RETRY_MS = 3000;
const statusTexts = { loading: t.searching, error: t.failed, permissionError: codesTexts.permissionError, retry: codesTexts.retry };

/** 'Buscar por código o por nombre': the tracking page's search field. */
export function CodeSearchField({ value, onChange }: { value: string; onChange(value: string): void }) {
  return <SearchField label={t.label} hint={t.hint} value={value} onChange={onChange} />;
}

/**
 * What the search found, in place of the paged list while something is typed: asked once the
 * typing pauses, on the server (one page by value, one by 'Entregado a'), each code with the same
 * columns and actions as in the list, and its 'Entregado a' name. Offline it says that the search
 * needs a connection instead of showing an answer it cannot have.
 */
export function CodeSearchResults({ uid, search, compact }: { uid: string | null; search: string; compact: boolean }) {
  const titleId = useId();
  const online = useOnlineStatus();
  const settled = useDebouncedValue(search.trim(), TYPING_PAUSE_MS, '');
  const found = useCodeSearch(online ? uid : null, settled);
  const unavailable = online && found.status === 'error' && found.error.code === 'unavailable';
  const { refetch } = found;
  useEffect(() => {
    if (!unavailable) return;
    const timer = setTimeout(refetch, UNAVAILABLE_RETRY_MS);
    return () => clearTimeout(timer);
  }, [unavailable, refetch, found]);
  const codes = useMemo(() => found.data?.codes ?? [], [found.data]);
  const notes = useCodeNotes(uid, codes.map((code) => code.id)).data;
  const writes = useCodeNoteWrites(uid);
  const { copyCode } = useCopyCodes();
  const columns = useMemo<ListColumn<TrackedCode>[]>(
    () => [
      ...TRACKED_CODE_COLUMNS,
      ticketsColumn,
      handedOutColumn((code: TrackedCode) => notes?.get(code.id) ?? null),
      actionsColumn((code: TrackedCode) => (
        <TrackedCodeActions code={code} note={notes?.get(code.id) ?? null} writes={writes} onCopy={(shareable) => void copyCode(shareable)} />
      )),
    ],
    [copyCode, notes, writes],
  );
  const waiting = settled !== search.trim();

  return (
    <Paper component="section" aria-labelledby={titleId} variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Typography id={titleId} component="h2" variant="h6" sx={{ mb: 1 }}>
        {t.title}
      </Typography>
      {!online ? (
        <Alert severity="warning">{t.offline}</Alert>
      ) : (
        <>
          <ReadStatus result={waiting ? LOADING : found} empty={codes.length === 0} emptyText={t.noResults(settled)} texts={statusTexts} onRetry={found.refetch} />
          {!waiting && found.status === 'success' && codes.length > 0 && (
            <>
              <Typography role="status" variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {t.found(codes.length)}
                {found.data.more && ` ${t.firstOnly(found.data.pageSize)}`}
              </Typography>
              <ResponsiveList items={codes} itemKey={(code) => code.id} columns={columns} compact={compact} labelledBy={titleId} collapsible hover />
            </>
          )}
        </>
      )}
    </Paper>
  );
}

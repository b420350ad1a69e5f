import Alert from '@mui/material/Alert';
import { useEffect, useState } from 'react';
import type { AvailableCodes } from '@/features/codes/api/available-codes';
import type { Result } from '@/lib/firebase/result';
import { codesTexts } from '@/lib/codes/texts';
import { codesSyncedAt, recordCodesSynced } from '@/lib/offline/codes-synced-at';
import { useOnlineStatus } from '@/hooks/use-online-status';
import { useHeldFor } from '@/features/codes/hooks/use-held-for';
import { dataAge } from '@/features/codes/utils/data-age';

/** While the codes are live, how often their "last synced" time is written down. */
const RECORD_EVERY_MS = 30_000;
/** How often the age in the notice moves on. */
const AGE_TICK_MS = 30_000;
/**
 * Online, codes that have come only from the device's cache for this long mean the server cannot
 * be reached (a venue's Wi-Fi that connects but reaches nothing): the codes shown are the saved
 * ones, as offline. It is the time the Firestore client waits for the server before it calls
 * itself offline.
 */
const UNREACHABLE_AFTER_MS = 10_000;

/**
 * Keeps the time the leader's codes were last confirmed by the server: while the listener is
 * live (online, not from the cache), and at the moment the connection drops.
 */
function useRecordCodesSynced(uid: string | null, live: boolean): void {
  useEffect(() => {
    if (uid === null || !live) return;
    const record = () => recordCodesSynced(uid);
    record();
    const timer = setInterval(record, RECORD_EVERY_MS);
    window.addEventListener('offline', record);
    return () => {
      clearInterval(timer);
      window.removeEventListener('offline', record);
    };
  }, [uid, live]);
}

/** The current time: at mount, when the connection drops, then every `tickMs` while offline. */
function useNowWhileOffline(offline: boolean, tickMs: number): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const update = () => setNow(new Date());
    window.addEventListener('offline', update);
    const timer = offline ? setInterval(update, tickMs) : undefined;
    // The server may have become unreachable long after the last tick.
    const start = offline ? setTimeout(update, 0) : undefined;
    return () => {
      window.removeEventListener('offline', update);
      clearInterval(timer);
      clearTimeout(start);
    };
  }, [offline, tickMs]);
  return now;
}

/**
 * Offline, or online with a server that has not answered for a while, says that the codes shown
 * are the saved ones and how recent they are. The listener catches up by itself when the
 * connection returns, and the notice goes away.
 */
export function OfflineNotice({ uid, available }: { uid: string | null; available: Result<AvailableCodes> }) {
  const online = useOnlineStatus();
  const fromCache = available.status === 'success' && available.data.fromCache;
  useRecordCodesSynced(uid, online && available.status === 'success' && !fromCache);
  const unreachable = useHeldFor(online && fromCache, UNREACHABLE_AFTER_MS);
  const offline = !online || unreachable;
  const now = useNowWhileOffline(offline, AGE_TICK_MS);
  if (!offline || uid === null) return null;
  const syncedAt = codesSyncedAt(uid);
  return (
    <Alert severity="warning" role="status" sx={{ mb: 2 }}>
      {syncedAt ? codesTexts.offlineWithAge(dataAge(syncedAt, now)) : codesTexts.offline}
    </Alert>
  );
}

import { Outlet } from 'react-router-dom';
import { useTrackedCodesListener } from '@/features/codes/api/tracked-codes';
import { OfflineNotice } from '@/features/codes/components/OfflineNotice';
import { useSession } from '@/lib/session/session-context';

/**
 * The route around the dashboard and the codes page: ONE live listener on the leader's tracked
 * codes, handed to both pages (useTrackedCodes). Moving between them keeps the listener and its
 * data, so the codes are not read again. Offline, a notice above both pages says how recent the
 * saved codes are.
 */
export function CodesLayout() {
  const { session } = useSession();
  const uid = session.status === 'signedIn' ? session.user.uid : null;
  const trackedCodes = useTrackedCodesListener(uid);
  return (
    <>
      <OfflineNotice uid={uid} trackedCodes={trackedCodes} />
      <Outlet context={trackedCodes} />
    </>
  );
}

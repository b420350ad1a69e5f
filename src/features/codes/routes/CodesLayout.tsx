import { Outlet } from 'react-router-dom';
import { useTrackedCodesListener } from '@/features/codes/api/tracked-codes';
import { useSession } from '@/lib/session/session-context';

/**
 * The route around the dashboard and the codes page: ONE live listener on the leader's tracked
 * codes, handed to both pages (useTrackedCodes). Moving between them keeps the listener and its
 * data, so the codes are not read again.
 */
export function CodesLayout() {
  const { session } = useSession();
  const trackedCodes = useTrackedCodesListener(session.status === 'signedIn' ? session.user.uid : null);
  return <Outlet context={trackedCodes} />;
}

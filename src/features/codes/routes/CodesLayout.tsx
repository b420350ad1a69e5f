import { useMemo } from 'react';
import { Outlet } from 'react-router-dom';
import { useShopCodeUrlTemplate } from '@/features/codes/api/shop-link';
import { useCodeSummaryRead, useTrackedCodesListener, type CodesOutletContext } from '@/features/codes/api/tracked-codes';
import { OfflineNotice } from '@/features/codes/components/OfflineNotice';
import { ShopLinkTemplateContext } from '@/features/codes/hooks/share-context';
import { useCodeUsageNotices } from '@/features/codes/hooks/use-code-usage-notices';
import { useSession } from '@/lib/session/session-context';

/**
 * The route around the dashboard and the codes page: ONE live listener on the leader's tracked
 * codes, handed to both pages (useTrackedCodes), and while they load the per-event counts of
 * codeSummaries/{uid} (useCodeSummary). Moving between the pages keeps both, so nothing is read
 * again. Its deliveries also feed the "code used" notices, the
 * store's shop link template reaches every share and copy from here, and offline a notice above
 * both pages says how recent the saved codes are.
 */
export function CodesLayout() {
  const { session } = useSession();
  const uid = session.status === 'signedIn' ? session.user.uid : null;
  const trackedCodes = useTrackedCodesListener(uid, { onDelivery: useCodeUsageNotices() });
  // While many codes are still arriving, their counts per event come from one small document.
  const codeSummary = useCodeSummaryRead(uid, trackedCodes.status === 'loading');
  const outletContext = useMemo<CodesOutletContext>(() => ({ trackedCodes, codeSummary }), [trackedCodes, codeSummary]);
  const shopLinkTemplate = useShopCodeUrlTemplate(uid !== null);
  return (
    <ShopLinkTemplateContext value={shopLinkTemplate}>
      <OfflineNotice uid={uid} trackedCodes={trackedCodes} />
      <Outlet context={outletContext} />
    </ShopLinkTemplateContext>
  );
}

import { useMemo, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { OfflineNotice } from '@/features/codes/components/OfflineNotice';
import { ShopLinkTemplateContext, useShopLinkTemplate } from '@/features/codes/hooks/share-context';
import type { CodesOutletContext } from '@/features/codes/hooks/use-codes-context';
import { useShopCodeUrlTemplate } from '@/features/codes/hooks/use-shop-code-url-template';
import { useCodeUsageNotices } from '@/features/codes/hooks/use-code-usage-notices';
import { useUsageAlerts } from '@/features/codes/hooks/use-usage-alerts';
import { useEventCodes } from '@/features/codes/hooks/use-event-codes';
import { subscribeToAvailableCodes, type AvailableCodes } from '@/features/codes/api/available-codes';
import { lookUpCodes } from '@/features/codes/api/look-up-codes';
import { createValidatorMemory } from '@/features/codes/utils/validator-memory';
import { subscribeToCodeSummary, type CodeSummary } from '@/lib/codes/code-summary';
import { useSubscription } from '@/hooks/use-subscription';
import { useSession } from '@/hooks/use-session';

/**
 * The route around the dashboard and the codes page. What a sign-in costs depends on what the
 * leader can still hand out, not on their history: ONE live listener on their available codes
 * and one on their summary document (every event's count and usage), handed to both pages, so
 * moving between them reads nothing again. Expired codes are read only when asked for: the
 * validator looks them up by value, an event's copy, share and CSV load its codes, the tracking
 * page reads its page. The available codes also feed the "code used" notices, the summary the
 * usage alerts ('Tus códigos de … llevan 80 % de uso'), the store's shop
 * link template reaches every share and copy from here, and offline a notice above both pages
 * says how recent the saved codes are. The validator's input and results are kept here too, in
 * memory for the session, so a trip to Códigos and back finds them as they were.
 */
export function CodesLayout() {
  const { session } = useSession();
  const uid = session.status === 'signedIn' ? session.user.uid : null;
  const startNotices = useCodeUsageNotices(uid);
  const available = useSubscription<AvailableCodes>(uid, (observer) => {
    const notices = startNotices();
    const unsubscribe = subscribeToAvailableCodes(uid!, {
      next(codes) {
        // Before React renders (renders may merge deliveries, and what changed in each would be lost).
        notices.onDelivery(codes);
        observer.next(codes);
      },
      error: observer.error,
    });
    return () => {
      unsubscribe();
      notices.stop();
    };
  });
  const startUsageAlerts = useUsageAlerts(uid);
  const summary = useSubscription<CodeSummary>(uid, (observer) => {
    const alerts = startUsageAlerts();
    return subscribeToCodeSummary(uid!, {
      next(value) {
        alerts.onDelivery(value);
        observer.next(value);
      },
      error: observer.error,
    });
  });
  const eventCodes = useEventCodes(uid, available.data?.codes ?? null, summary.data);
  // This layout lives only within one leader's session (the guard above unmounts it when the
  // session ends, and a sign-out reloads the page): nothing of it is left for the next person.
  const [validator] = useState(() => createValidatorMemory(lookUpCodes));
  const outletContext = useMemo<CodesOutletContext>(
    () => ({ uid, available, summary, eventCodes, validator }),
    [uid, available, summary, eventCodes, validator],
  );
  // While it is being read, shares wait; if the read fails or takes too long, codes are shared without the shop's links.
  const shopLinkTemplate = useShopLinkTemplate(useShopCodeUrlTemplate(uid !== null));
  return (
    <ShopLinkTemplateContext value={shopLinkTemplate}>
      <OfflineNotice uid={uid} available={available} />
      <Outlet context={outletContext} />
    </ShopLinkTemplateContext>
  );
}

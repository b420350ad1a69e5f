import { doc, getDoc, type FirestoreError } from 'firebase/firestore';
import { useEffect, useState } from 'react';
import { appEnv } from '@/lib/env';
import { firestore } from '@/lib/firebase/firestore';
import { parseShopCodeUrlTemplate } from '@common/shop-link';

/**
 * The shop's link template of the configured store (stores/{storeId}.shopCodeUrlTemplate),
 * read once per mount: an operator changes the shop in the console, without a new build, and
 * leaders get it at their next visit. Null while unknown, when unset or not a usable template
 * (common/shop-link.ts: a single-line https URL with a fixed host), and when the read fails:
 * sharing then falls back to the codes alone.
 */
export function useShopCodeUrlTemplate(enabled: boolean): string | null {
  const [template, setTemplate] = useState<string | null>(null);

  useEffect(() => {
    if (!enabled) return;
    let current = true;
    getDoc(doc(firestore, 'stores', appEnv.storeId)).then(
      (snapshot) => current && setTemplate(parseShopCodeUrlTemplate(snapshot.get('shopCodeUrlTemplate'))),
      (error: FirestoreError) => {
        console.warn('Reading the shop link template failed', error);
        if (current) setTemplate(null);
      },
    );
    return () => {
      current = false;
    };
  }, [enabled]);

  return enabled ? template : null;
}

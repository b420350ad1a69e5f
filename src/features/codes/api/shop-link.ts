import { doc, getDoc } from 'firebase/firestore';
import { appEnv } from '@/lib/env';
import { firestore } from '@/lib/firebase/firestore';
import { COLLECTIONS } from '@common/collections';
import { usableShopCodeUrlTemplate } from '@/lib/shop-link';

/** The configured store's shop link template; null when unset or not a usable one (src/lib/shop-link.ts). */
export async function readShopCodeUrlTemplate(): Promise<string | null> {
  const snapshot = await getDoc(doc(firestore, COLLECTIONS.stores, appEnv.storeId));
  return usableShopCodeUrlTemplate(snapshot.get('shopCodeUrlTemplate'));
}

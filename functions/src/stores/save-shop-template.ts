// saveShopTemplate (admin only): the Tienda page's shop link template,
// stores/{configuredStoreId}.shopCodeUrlTemplate (docs/architecture.md, "Configuration"). The input passes the
// same validator the app applies before using a template (common/shop-link.ts), so a template
// saved here is one every leader's share text will use; '' deletes the field (codes are shared
// alone). The field and a 'shop-template-saved' entry of the activity log, with the new
// template, commit in one transaction.
import { FieldValue } from 'firebase-admin/firestore';
import { HttpsError, type CallableRequest } from 'firebase-functions/https';
import { saveShopTemplateInputSchema } from '../../../common/schemas';
import { activityEntry, addActivityToTransaction } from '../lib/activity';
import { db } from '../lib/admin';
import { requireAdmin } from '../lib/auth-guard';
import { parseCallableInput } from '../lib/errors';
import { logFailure } from '../lib/failure-log';
import { configuredStoreId } from '../lib/stores';
import { COLLECTIONS } from '../../../common/collections';
import { functionTexts } from '../texts';

export interface SaveShopTemplateResult {
  /** The template now in force; null: no shop link. */
  template: string | null;
}

export async function saveShopTemplate(request: CallableRequest<unknown>): Promise<SaveShopTemplateResult> {
  const actor = await requireAdmin(request);
  const { template } = parseCallableInput(saveShopTemplateInputSchema, request.data);
  const saved = template === '' ? null : template;
  const storeId = configuredStoreId();
  const storeRef = db.collection(COLLECTIONS.stores).doc(storeId);

  await db.runTransaction(async (transaction) => {
    // A store is set up with its app URL and origins (docs/deploy.md); a template alone is not one.
    if (!(await transaction.get(storeRef)).exists) {
      logFailure('saveShopTemplate', 'callable', new Error('The configured store has no stores document'), { storeId });
      throw new HttpsError('failed-precondition', functionTexts.store.missing, { field: 'template' });
    }
    transaction.update(storeRef, { shopCodeUrlTemplate: saved ?? FieldValue.delete() });
    addActivityToTransaction(transaction, activityEntry({ kind: 'shop-template-saved', actor, details: { template: saved } }));
  });
  return { template: saved };
}

// The shop API's integration keys, as an administrator manages them in Tienda → 'Integración con
// la tienda': created (shown once; only a hash stored), listed with their last 4 characters and
// when each was last used, and revoked, each logged in Actividad. Who may call these functions is
// admin-guard.test.ts; revocation as the shop sees it, shop-api-attacks.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedShopKey, ShopKeyView } from '@common/schemas';
import { shopKeyHash } from '../../../functions/src/shop/keys';
import { activityBy, callableError, callAs, closeAdminApp, createAdmin, db, runId, type TestUser } from './helpers';
import { check, ensureDemoData, shopClient } from './shop-helpers';

let admin: TestUser;

beforeAll(async () => {
  await ensureDemoData();
  admin = await createAdmin();
});
afterAll(closeAdminApp);

const listKeys = async () => (await callAs<{ shopKeys: ShopKeyView[] }>(admin, 'listShopKeys', {})).shopKeys;

describe('createShopKey', { timeout: 120_000 }, () => {
  it('answers a new key once, stores only its hash, lists it by its last 4 characters and logs it', async () => {
    const label = `Tienda web ${runId}`;
    const created = await callAs<CreatedShopKey>(admin, 'createShopKey', { label });
    expect(created.key).toMatch(/^cdl_[A-Za-z0-9_-]{43}$/);
    expect(created.shopKey).toMatchObject({ last4: created.key.slice(-4), label, lastUsedAtMs: null, revokedAtMs: null, createdBy: 'Prueba admin' });
    const stored = await db.doc(`shopKeys/${shopKeyHash(created.key)}`).get();
    expect(stored.data()).toMatchObject({ keyId: created.shopKey.keyId, last4: created.key.slice(-4), storeId: 'account-default-config', revokedAt: null });
    expect(JSON.stringify(stored.data())).not.toContain(created.key);

    const listed = (await listKeys()).find((key) => key.keyId === created.shopKey.keyId);
    expect(listed).toEqual(created.shopKey);
    expect(JSON.stringify(await listKeys())).not.toContain(created.key);
    expect(JSON.stringify(await listKeys())).not.toContain(shopKeyHash(created.key));

    expect((await activityBy(admin.uid)).filter((entry) => entry.kind === 'shop-key-created')).toEqual([
      expect.objectContaining({ actor: expect.objectContaining({ uid: admin.uid }), details: { keyId: created.shopKey.keyId, keyLast4: created.key.slice(-4), keyLabel: label } }),
    ]);
  });

  it('makes a key that works at once, and lists when it was last used', async () => {
    const { key, shopKey } = await callAs<CreatedShopKey>(admin, 'createShopKey', {});
    expect(shopKey.label).toBeNull();
    const before = Date.now();
    expect((await check('VERANO01', 'evt-festival-verano-2026', 1, shopClient(key))).status).toBe(200);
    const listed = (await listKeys()).find((entry) => entry.keyId === shopKey.keyId)!;
    expect(listed.lastUsedAtMs).toBeGreaterThanOrEqual(before - 5000);
  });

  it('answers 400 naming label to a label over 60 characters or on two lines', async () => {
    for (const label of ['x'.repeat(61), 'dos\nlíneas', 42]) {
      const error = await callableError(admin, 'createShopKey', { label });
      expect(error.status).toBe('INVALID_ARGUMENT');
      expect(error.field).toBe('label');
    }
  });
});

describe('revokeShopKey', () => {
  it('revokes a key at once, lists when, and logs it once however often it is asked', async () => {
    const { key, shopKey } = await callAs<CreatedShopKey>(admin, 'createShopKey', { label: `Revocar ${runId}` });
    const first = await callAs<{ shopKey: ShopKeyView }>(admin, 'revokeShopKey', { keyId: shopKey.keyId });
    expect(first.shopKey.revokedAtMs).toEqual(expect.any(Number));
    const again = await callAs<{ shopKey: ShopKeyView }>(admin, 'revokeShopKey', { keyId: shopKey.keyId });
    expect(again.shopKey.revokedAtMs).toBe(first.shopKey.revokedAtMs);
    expect((await check('VERANO01', 'evt-festival-verano-2026', 1, shopClient(key))).status).toBe(401);
    const entries = (await activityBy(admin.uid)).filter((entry) => entry.kind === 'shop-key-revoked' && entry.details.keyId === shopKey.keyId);
    expect(entries).toHaveLength(1);
    expect(entries[0].details).toEqual({ keyId: shopKey.keyId, keyLast4: key.slice(-4), keyLabel: `Revocar ${runId}` });
  });

  it('answers not-found for an unknown key and 400 for an id that is not one', async () => {
    expect(await callableError(admin, 'revokeShopKey', { keyId: 'noExisteEstaClave000' })).toMatchObject({ status: 'NOT_FOUND', field: 'keyId' });
    for (const keyId of ['a/b', '..', '', 7]) expect(await callableError(admin, 'revokeShopKey', { keyId })).toMatchObject({ status: 'INVALID_ARGUMENT', field: 'keyId' });
  });
});

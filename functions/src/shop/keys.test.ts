import { describe, expect, it } from 'vitest';
import { keyLast4, newShopKey, presentedKey, SHOP_KEY_PATTERN, shopKeyHash, shopOrderKey } from './keys';

describe('integration keys', () => {
  it('makes keys of 256 random bits that the API accepts, never twice the same', () => {
    const keys = Array.from({ length: 50 }, newShopKey);
    expect(new Set(keys).size).toBe(50);
    for (const key of keys) {
      expect(key).toMatch(/^cdl_[A-Za-z0-9_-]{43}$/);
      expect(SHOP_KEY_PATTERN.test(key)).toBe(true);
    }
    expect(keyLast4('cdl_demo_tienda_local_2026')).toBe('2026');
  });

  it('names a key by its SHA-256, so the key itself is stored nowhere', () => {
    expect(shopKeyHash('cdl_demo_tienda_local_2026')).toMatch(/^[0-9a-f]{64}$/);
    expect(shopKeyHash('cdl_demo_tienda_local_2026')).not.toBe(shopKeyHash('cdl_demo_tienda_local_2027'));
  });

  it('reads only a Bearer key of the right shape from the Authorization header', () => {
    expect(presentedKey('Bearer cdl_demo_tienda_local_2026')).toBe('cdl_demo_tienda_local_2026');
    expect(presentedKey('bearer   cdl_demo_tienda_local_2026 ')).toBe('cdl_demo_tienda_local_2026');
    for (const header of [undefined, '', 'Bearer', 'Basic cdl_demo_tienda_local_2026', 'Bearer cdl_demo tienda', 'Bearer corta', `Bearer ${'x'.repeat(129)}`, 'Bearer cdl_demo_tienda_local_2026é']) {
      expect(presentedKey(header), String(header)).toBeNull();
    }
  });
});

describe('order ids', () => {
  it("give every orderId of the contract a document id of its own, '.' and '..' included, apart per store", () => {
    const ids = ['.', '..', '...', '__x__', '__proto__', 'a:b', 'A', 'a'].map((orderId) => shopOrderKey('tienda', orderId));
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{64}$/);
    expect(shopOrderKey('tienda', 'pedido-1')).not.toBe(shopOrderKey('otra', 'pedido-1'));
  });
});

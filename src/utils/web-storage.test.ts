// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readStored, removeStored, writeStored } from '@/utils/web-storage';

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
});

function blockStorage() {
  const blocked = () => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  };
  vi.spyOn(Storage.prototype, 'getItem').mockImplementation(blocked);
  vi.spyOn(Storage.prototype, 'setItem').mockImplementation(blocked);
  vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(blocked);
}

describe('web storage', () => {
  it('reads back what it wrote, in the area it wrote to', () => {
    expect(writeStored('session', 'clave', 'valor')).toBe(true);
    expect(readStored('session', 'clave')).toBe('valor');
    expect(readStored('local', 'clave')).toBeNull();
  });

  it('removes one key, or every key a predicate accepts', () => {
    writeStored('local', 'prefijo:a', '1');
    writeStored('local', 'prefijo:b', '2');
    writeStored('local', 'otra', '3');
    removeStored('local', 'prefijo:a');
    expect(readStored('local', 'prefijo:a')).toBeNull();
    removeStored('local', (key) => key.startsWith('prefijo:'));
    expect(readStored('local', 'prefijo:b')).toBeNull();
    expect(readStored('local', 'otra')).toBe('3');
  });

  it('tells blocked storage apart from an absent value, and never throws', () => {
    blockStorage();
    expect(readStored('local', 'clave')).toBeUndefined();
    expect(writeStored('local', 'clave', 'valor')).toBe(false);
    expect(() => removeStored('session', 'clave')).not.toThrow();
  });
});

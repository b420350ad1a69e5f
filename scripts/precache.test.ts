import { describe, expect, it } from 'vitest';
import { chunksLeftOutOfPrecache, type BuiltChunk } from './precache';

const chunk = (fileName: string, options: Partial<BuiltChunk> = {}): BuiltChunk => ({ fileName, isEntry: false, isDynamicEntry: false, imports: [], name: fileName, ...options });

describe("what a leader's device does not precache", () => {
  it('leaves out the chunks only the left-out pages load, and keeps what any other page shares with them', () => {
    const chunks = [
      chunk('index.js', { isEntry: true, imports: ['react.js'] }),
      chunk('react.js'),
      chunk('admin.js', { isDynamicEntry: true, name: 'admin-area', imports: ['form-fields.js', 'table.js'] }),
      chunk('register.js', { isDynamicEntry: true, name: 'RegistrationPage', imports: ['form-fields.js', 'react.js'] }),
      chunk('codes.js', { isDynamicEntry: true, name: 'signed-in-area', imports: ['table.js'] }),
      chunk('form-fields.js'),
      chunk('table.js'),
    ];
    expect([...chunksLeftOutOfPrecache(chunks)].sort()).toEqual(['admin.js', 'form-fields.js', 'register.js']);
  });
});

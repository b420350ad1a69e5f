import { TraceMap } from '@jridgewell/trace-mapping';
import { transform } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { mapStackTrace } from './stack-trace';

describe('reading a production stack trace with the source maps', () => {
  it("puts each frame of the app's scripts back at its place in src/", async () => {
    const source = ['export function validate(codes) {', '  if (!codes) throw new Error("sin códigos");', '  return codes;', '}', 'validate(globalThis.x);'].join('\n');
    const built = await transform(source, { minify: true, sourcemap: 'external', sourcefile: 'src/validate.ts', format: 'esm' });
    const map = new TraceMap(built.map);
    const column = built.code.indexOf('throw') + 1;
    const trace = `Error: sin códigos\n    at u (https://centro.web.app/assets/index-Bx9aQ12Z.js:1:${column})\n    at https://www.gstatic.com/x.js:1:1`;

    const mapped = mapStackTrace(trace, (script) => (script === 'index-Bx9aQ12Z.js' ? map : null));
    expect(mapped.split('\n')).toEqual([
      'Error: sin códigos',
      `    at u (https://centro.web.app/assets/index-Bx9aQ12Z.js:1:${column})`,
      expect.stringMatching(/↳ .*\(src\/validate\.ts:2:\d+\)$/),
      '    at https://www.gstatic.com/x.js:1:1',
    ]);
  });

  it('says when the release has no map for a script', () => {
    expect(mapStackTrace('    at a (/assets/otro-AAAA1111.js:1:5)', () => null)).toContain('no source map for otro-AAAA1111.js');
  });
});

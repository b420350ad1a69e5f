import { describe, expect, it } from 'vitest';
import { CLIENT_ERROR_LIMITS } from '@common/client-error-report';
import { clientErrorReport } from '@/app/error-reporting/error-report';

const page = { pathname: '/codigos', release: '0.1.0+abc1234' };

describe("the report of an error nobody caught in the page", () => {
  it('carries the error, its stack, the path and the release', () => {
    const error = new TypeError('x is undefined');
    expect(clientErrorReport('error', error, page, { file: 'https://centro.web.app/assets/index-A.js?v=1', line: 1, column: 42 })).toEqual({
      kind: 'error',
      message: 'TypeError: x is undefined',
      stack: error.stack,
      path: '/codigos',
      release: '0.1.0+abc1234',
      source: { file: 'https://centro.web.app/assets/index-A.js', line: 1, column: 42 },
    });
  });

  it('describes a rejection with a value that is not an Error, and trims what is too long to send', () => {
    expect(clientErrorReport('unhandledrejection', { code: 'x' }, page).message).toBe('Valor no Error: {"code":"x"}');
    const long = clientErrorReport('error', 'x'.repeat(5000), { ...page, pathname: `/${'a'.repeat(1000)}` });
    expect(long.message).toHaveLength(CLIENT_ERROR_LIMITS.message);
    expect(long.path).toHaveLength(CLIENT_ERROR_LIMITS.path);
  });
});

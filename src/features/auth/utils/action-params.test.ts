import { describe, expect, it } from 'vitest';
import { parseActionParams } from '@/features/auth/utils/action-params';

describe('parseActionParams', () => {
  it('reads mode, oobCode, continueUrl and lang', () => {
    const params = parseActionParams(
      '?mode=resetPassword&oobCode=abc&continueUrl=http%3A%2F%2F127.0.0.1%3A5173%2Finiciar-sesion&lang=es',
    );
    expect(params).toEqual({
      mode: 'resetPassword',
      oobCode: 'abc',
      continueUrl: 'http://127.0.0.1:5173/iniciar-sesion',
      lang: 'es',
    });
  });

  it('reports an unknown mode as null', () => {
    expect(parseActionParams('?mode=recoverEmail&oobCode=abc').mode).toBeNull();
  });

  it('reports missing parameters as null', () => {
    expect(parseActionParams('')).toEqual({ mode: null, oobCode: null, continueUrl: null, lang: null });
  });
});

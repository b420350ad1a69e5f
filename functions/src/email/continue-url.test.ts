// @vitest-environment node
// sendEmailActionCustom checks the redirect exactly as firebase-admin checks a continue URL,
// before any account lookup (continue-url.ts). This compares that copy with
// firebase-admin's own validator, the one the functions load, on inputs of every kind: an
// upgrade of firebase-admin that changes the rule fails here instead of reopening the
// difference between registered and unknown addresses.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { isAcceptedContinueUrl } from './continue-url';

const functionsDir = fileURLToPath(new URL('../../', import.meta.url));
const requireFromFunctions = createRequire(path.join(functionsDir, 'package.json'));
// Not a public entry point of the package: loaded by file, from the functions' own copy.
const adminEntry = requireFromFunctions.resolve('firebase-admin');
const validator = requireFromFunctions(path.join(path.dirname(adminEntry), 'utils', 'validator.js')) as { isURL(value: unknown): boolean };

const app = 'https://lideres.example.com';
const inputs = [
  `${app}/iniciar-sesion`,
  `${app}`,
  `${app}/`,
  `${app}/a/b/c?x=1&y=2#z`,
  'http://127.0.0.1:5273/iniciar-sesion',
  'http://[::1]:5273/',
  `${app}//x`,
  `${app}/a//b`,
  `${app}/iniciar-sesion//`,
  `${app}/\\x`,
  `${app}/señal`,
  `${app}/se%C3%B1al`,
  `${app}/iniciar-sesion?a=<b>`,
  `${app}/iniciar-sesion?a=b c`,
  `${app}/iniciar-sesion?a="b"`,
  `${app}/a|b`,
  `${app}/a^b`,
  `${app}/a\`b`,
  `${app}/iniciar-sesion#^`,
  `${app}/a{b}`,
  `${app}/~usuario/`,
  `${app}/a;b=c`,
  'https://usuario:clave@lideres.example.com/',
  'https://lideres_example.com/',
  'https://-lideres.example.com/',
  'https://lideres.example.com./',
  'https://xn--seal-hqa.example/',
  'https://señal.example/',
  'ftp://lideres.example.com/',
  'javascript:alert(1)',
  'no es una url',
  '',
  `${app}/${'a'.repeat(5000)}`,
  `${app}/%`,
  `${app}/%zz`,
];

describe('the redirect check of sendEmailActionCustom', () => {
  it.each(inputs)('agrees with firebase-admin on %j', (input) => {
    expect(isAcceptedContinueUrl(input)).toBe(validator.isURL(input));
  });

  it('accepts the redirects the app sends and refuses the odd ones of the outside probe', () => {
    expect(isAcceptedContinueUrl(`${app}/iniciar-sesion`)).toBe(true);
    expect([`${app}//x`, `${app}/señal`, `${app}/iniciar-sesion?a=<b>`].map(isAcceptedContinueUrl)).toEqual([false, false, false]);
  });
});

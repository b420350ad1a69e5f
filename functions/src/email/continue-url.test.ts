// sendEmailActionCustom checks the redirect exactly as firebase-admin checks a continue URL,
// before any account lookup (continue-url.ts). This compares that copy with what
// firebase-admin itself (the copy the functions load) accepts, through its public API, on
// inputs of every kind: an upgrade of firebase-admin that changes the rule fails here instead
// of reopening the difference between registered and unknown addresses.
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { afterAll, describe, expect, it } from 'vitest';
import { isAcceptedContinueUrl } from './continue-url';

// generatePasswordResetLink checks the continue URL before anything else, then asks for an
// access token: this credential refuses at once, so no request ever leaves the test.
const NO_NETWORK = 'continue-url.test: no request leaves this test';
const admin = initializeApp(
  { projectId: 'demo-continue-url', credential: { getAccessToken: () => Promise.reject(new Error(NO_NETWORK)) } },
  'continue-url-test',
);
afterAll(() => deleteApp(admin));

/** Whether firebase-admin takes `url` as a continue URL: anything but its invalid-continue-uri refusal. */
async function adminAccepts(url: string): Promise<boolean> {
  try {
    await getAuth(admin).generatePasswordResetLink('lider@demo.cr', { url });
  } catch (error) {
    const { code, message } = error as { code?: string; message?: string };
    if (code === 'auth/invalid-continue-uri') return false;
    // Past the URL check, the call stops at the credential and nowhere else.
    expect(message).toContain(NO_NETWORK);
  }
  return true;
}

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
  it.each(inputs)('agrees with firebase-admin on %j', async (input) => {
    expect(isAcceptedContinueUrl(input)).toBe(await adminAccepts(input));
  });

  it('accepts the redirects the app sends and refuses the odd ones of the outside probe', () => {
    expect(isAcceptedContinueUrl(`${app}/iniciar-sesion`)).toBe(true);
    expect([`${app}//x`, `${app}/señal`, `${app}/iniciar-sesion?a=<b>`].map(isAcceptedContinueUrl)).toEqual([false, false, false]);
  });
});

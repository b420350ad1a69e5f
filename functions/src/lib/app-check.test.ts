// App Check for the HTTP e-mail function (functions/src/lib/app-check.ts): off unless
// APPCHECK_ENFORCE=true; when on, a request without a valid X-Firebase-AppCheck token is
// refused. The callables get the same from firebase-functions' enforceAppCheck. A real token
// needs a registered web app and Google's App Check service, which a local stack does not have:
// only refusals are proven here.
import { afterEach, describe, expect, it } from 'vitest';
// The demo project, as in the emulators: the SDK then asks no metadata server which project it runs in.
process.env.GCLOUD_PROJECT ??= 'demo-centro-lideres';
const { isAppCheckEnforced, verifyAppCheckHeader } = await import('./app-check');

type Request = Parameters<typeof verifyAppCheckHeader>[0];
const requestWith = (headers: Record<string, string>) => ({ header: (name: string) => headers[name.toLowerCase()] }) as unknown as Request;
const original = process.env.APPCHECK_ENFORCE;

afterEach(() => {
  if (original === undefined) delete process.env.APPCHECK_ENFORCE;
  else process.env.APPCHECK_ENFORCE = original;
});

describe('App Check', () => {
  it('is enforced only when APPCHECK_ENFORCE is exactly true', () => {
    expect([undefined, '', 'false', '1', 'TRUE', 'true'].map((value) => isAppCheckEnforced({ APPCHECK_ENFORCE: value }))).toEqual([
      false,
      false,
      false,
      false,
      false,
      true,
    ]);
  });

  it('lets every request through while it is not enforced (the local demo project)', async () => {
    delete process.env.APPCHECK_ENFORCE;
    expect(await verifyAppCheckHeader(requestWith({}))).toBe(true);
  });

  it('refuses a request without a token, or with a forged one, once enforced', async () => {
    process.env.APPCHECK_ENFORCE = 'true';
    expect(await verifyAppCheckHeader(requestWith({}))).toBe(false);
    const forged = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from('{"sub":"app"}').toString('base64url')}.`;
    expect(await verifyAppCheckHeader(requestWith({ 'x-firebase-appcheck': forged }))).toBe(false);
  });
});

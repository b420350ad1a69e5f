import { describe, expect, it } from 'vitest';
import { appCheckSettings } from '@/lib/firebase/app-check-settings';

describe('appCheckSettings', () => {
  it('leaves App Check off when the build has no site key', () => {
    expect(appCheckSettings({ useEmulators: false })).toBeNull();
    expect(appCheckSettings({ siteKey: '', useEmulators: false })).toBeNull();
    expect(appCheckSettings({ siteKey: '   ', debugToken: 'abc', useEmulators: true })).toBeNull();
  });

  it('uses reCAPTCHA Enterprise with the site key in production', () => {
    expect(appCheckSettings({ siteKey: '6LcSiteKey', debugToken: 'ignored', useEmulators: false })).toEqual({
      siteKey: '6LcSiteKey',
      debugToken: null,
    });
  });

  it('uses the given debug token against the emulators', () => {
    expect(appCheckSettings({ siteKey: '6LcSiteKey', debugToken: 'registered-debug-token', useEmulators: true })).toEqual({
      siteKey: '6LcSiteKey',
      debugToken: 'registered-debug-token',
    });
  });

  it('lets the SDK make up a debug token against the emulators when none is given', () => {
    expect(appCheckSettings({ siteKey: '6LcSiteKey', useEmulators: true })?.debugToken).toBe(true);
    expect(appCheckSettings({ siteKey: '6LcSiteKey', debugToken: ' ', useEmulators: true })?.debugToken).toBe(true);
  });
});

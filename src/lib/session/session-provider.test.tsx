// @vitest-environment jsdom
import { act, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Presence } from '@/lib/presence';
import { useSession } from '@/hooks/use-session';
import { type SessionContextValue } from '@/lib/session/session-context';
import { OFFLINE_WRITE_TIMEOUT_MS, SessionProvider } from '@/lib/session/session-provider';
import type { AuthUser, SessionServices } from '@/lib/session/session-services';
import { leaderProfile } from '@tests/support/fixtures/session';
import type { UserProfile } from '@/lib/session/types';

const laurasProfile = leaderProfile();

/** A signed-in Firebase user as the SDK reports it; `tokenSaysVerified` is the ID token's claim. */
function authUser(uid: string, { emailVerified = true, tokenSaysVerified = true }: { emailVerified?: boolean; tokenSaysVerified?: boolean } = {}) {
  const user = {
    uid,
    email: `${uid}@demo.cr`,
    displayName: uid,
    photoURL: null,
    emailVerified,
    tokenRefreshes: 0,
    getIdTokenResult: async () => ({ claims: { email_verified: tokenSaysVerified } }),
    getIdToken: async (forceRefresh?: boolean) => {
      if (forceRefresh) {
        user.tokenRefreshes += 1;
        tokenSaysVerified = user.emailVerified;
      }
      return 'token';
    },
  };
  return user;
}

/**
 * Fakes of everything the SessionProvider talks to: Auth (the test decides when it reports a
 * user), the users documents, presence. `events` records the order of the outside effects.
 */
function fakeServices(profiles: Record<string, UserProfile | Error | undefined>) {
  const events: string[] = [];
  const presences: { uid: string; presence: Presence & { stopped: boolean } }[] = [];
  let listener: ((user: AuthUser | null) => void) | null = null;
  /** The live profile listeners, by uid, while subscribed. */
  const profileWatchers = new Map<string, (profile: UserProfile | null) => void>();
  const services: SessionServices & { unsubscribed: boolean } = {
    unsubscribed: false,
    onUserChanged(next) {
      listener = next;
      return () => {
        services.unsubscribed = true;
      };
    },
    signOut: vi.fn(async () => {
      events.push('signOut');
      listener?.(null);
    }),
    finishInterruptedSignOut: vi.fn(async () => {
      events.push('finishInterruptedSignOut');
    }),
    readProfile: vi.fn(async (uid: string) => {
      const profile = profiles[uid];
      if (profile instanceof Error) throw profile;
      return profile ?? null;
    }),
    subscribeToProfile: vi.fn((uid: string, next: (profile: UserProfile | null) => void) => {
      profileWatchers.set(uid, next);
      return () => {
        if (profileWatchers.get(uid) === next) profileWatchers.delete(uid);
      };
    }),
    recordSignIn: vi.fn(async (user: AuthUser) => {
      events.push(`recordSignIn ${user.uid}`);
    }),
    startPresence: vi.fn(async (uid: string) => {
      events.push(`presence ${uid}`);
      const presence = {
        stopped: false,
        stop: () => {
          presence.stopped = true;
          events.push(`presence stopped ${uid}`);
        },
        goOffline: async () => {
          events.push(`offline ${uid}`);
          presence.stopped = true;
        },
      };
      presences.push({ uid, presence });
      return presence;
    }),
  };
  /** Auth reports a change (sign-in, sign-out, token refresh); resolves once the provider handled it. */
  const report = (user: AuthUser | null) => act(async () => listener?.(user));
  /** The same, without waiting for the provider (whose reads may still be pending). */
  const reportNow = (user: AuthUser | null) => act(() => void listener?.(user));
  /** The server sends new versions of users/{uid} (null: the document is gone) to the live listener, in one go. */
  const profileChanges = (uid: string, ...versions: (UserProfile | null)[]) => {
    const watcher = profileWatchers.get(uid);
    if (!watcher) throw new Error(`nobody follows the profile of ${uid}`);
    return act(async () => {
      for (const profile of versions) watcher(profile);
    });
  };
  return { services, events, presences, report, reportNow, profileChanges, profileWatchers };
}

function renderSession(services: SessionServices) {
  const seen: { current: SessionContextValue | null } = { current: null };
  function Probe() {
    seen.current = useSession();
    return null;
  }
  const view = render(
    <SessionProvider services={services}>
      <Probe />
    </SessionProvider>,
  );
  return { seen, view, status: () => seen.current?.session.status };
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  sessionStorage.clear();
  localStorage.clear();
});

describe('SessionProvider, before Auth first answers', () => {
  it('tells the signed-out pages they need not wait in a browser that had no session', () => {
    const { services } = fakeServices({});
    const { seen } = renderSession(services);
    expect(seen.current?.session).toEqual({ status: 'loading', user: null, profile: null, likelySignedOut: true });
  });

  it('makes the next visit wait for Auth once a leader has signed in on this browser', async () => {
    const first = fakeServices({ laura: laurasProfile });
    const { view, status } = renderSession(first.services);
    await first.report(authUser('laura'));
    await waitFor(() => expect(status()).toBe('signedIn'));
    view.unmount();

    const { seen } = renderSession(fakeServices({}).services);
    expect(seen.current?.session).toEqual({ status: 'loading', user: null, profile: null, likelySignedOut: false });
  });

  it('lets the next visit show the sign-in page at once after the leader signed out', async () => {
    const first = fakeServices({ laura: laurasProfile });
    const { view, status } = renderSession(first.services);
    await first.report(authUser('laura'));
    await waitFor(() => expect(status()).toBe('signedIn'));
    await first.report(null);
    await waitFor(() => expect(status()).toBe('signedOut'));
    view.unmount();

    const { seen } = renderSession(fakeServices({}).services);
    expect(seen.current?.session).toMatchObject({ status: 'loading', likelySignedOut: true });
  });

  it('leaves no remembered session behind for an account it refused', async () => {
    const first = fakeServices({ pablo: { ...laurasProfile, role: 'Producer' } });
    const { view } = renderSession(first.services);
    await first.report(authUser('pablo'));
    await waitFor(() => expect(first.services.signOut).toHaveBeenCalled());
    view.unmount();

    const { seen } = renderSession(fakeServices({}).services);
    expect(seen.current?.session).toMatchObject({ status: 'loading', likelySignedOut: true });
  });
});

describe('SessionProvider', () => {
  it('is loading until Auth first answers, then signed out when nobody is signed in', async () => {
    const { services, report } = fakeServices({});
    const { status } = renderSession(services);
    expect(status()).toBe('loading');
    await report(null);
    await waitFor(() => expect(status()).toBe('signedOut'));
    expect(services.startPresence).not.toHaveBeenCalled();
  });

  it('signs in a Leader of the configured store once the profile is read, and publishes their presence', async () => {
    const { services, report, events } = fakeServices({ laura: laurasProfile });
    const { seen, status } = renderSession(services);
    await report(authUser('laura'));
    await waitFor(() => expect(status()).toBe('signedIn'));
    expect(seen.current?.session.profile).toEqual(laurasProfile);
    expect(seen.current?.session.user).toMatchObject({ uid: 'laura', emailVerified: true });
    await waitFor(() => expect(events).toContain('presence laura'));
    expect(seen.current?.permissionDeniedAt).toBeNull();
  });

  it('signs a user of another role out again with the permission alert, publishing no presence', async () => {
    const { services, report } = fakeServices({ prod: { ...laurasProfile, role: 'Producer' } });
    const { seen, status } = renderSession(services);
    await report(authUser('prod'));
    await waitFor(() => expect(status()).toBe('signedOut'));
    expect(services.signOut).toHaveBeenCalledTimes(1);
    expect(seen.current?.permissionDeniedAt).toEqual(expect.any(Number));
    expect(services.startPresence).not.toHaveBeenCalled();
  });

  it('still shows the permission alert on the sign-in page loaded after the refusal', async () => {
    const { services, report } = fakeServices({ prod: { ...laurasProfile, role: 'Producer' } });
    const refused = renderSession(services);
    await report(authUser('prod'));
    await waitFor(() => expect(refused.status()).toBe('signedOut'));
    refused.view.unmount();

    // Sign-out loads the sign-in page again: a new provider, which shows the alert from its start.
    const reloadedAt = Date.now();
    const reloaded = renderSession(fakeServices({}).services);
    expect(reloaded.seen.current?.permissionDeniedAt).toBeGreaterThanOrEqual(reloadedAt);
    act(() => reloaded.seen.current!.clearPermissionDenied());
    reloaded.view.unmount();
    expect(renderSession(fakeServices({}).services).seen.current?.permissionDeniedAt).toBeNull();
  });

  it('refuses a user whose profile is missing or cannot be read', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    for (const profiles of [{}, { nadie: new Error('unavailable') }]) {
      const { services, report } = fakeServices(profiles);
      const { seen, status, view } = renderSession(services);
      await report(authUser('nadie'));
      await waitFor(() => expect(status()).toBe('signedOut'));
      expect(seen.current?.permissionDeniedAt).not.toBeNull();
      view.unmount();
    }
  });

  it('reads the profile again when the server could not be reached, instead of refusing the user', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { services, report } = fakeServices({ lider: laurasProfile });
    const readProfile = services.readProfile;
    let attempts = 0;
    services.readProfile = vi.fn((uid: string) =>
      ++attempts === 1 ? Promise.reject(Object.assign(new Error('Failed to get document because the client is offline.'), { code: 'unavailable' })) : readProfile(uid),
    );
    const { seen, status } = renderSession(services);
    await report(authUser('lider'));
    await waitFor(() => expect(status()).toBe('signedIn'), { timeout: 4000 });
    expect(attempts).toBe(2);
    expect(seen.current?.permissionDeniedAt).toBeNull();
    expect(services.signOut).not.toHaveBeenCalled();
  });

  it('keeps reading the profile while the server stays unreachable, and never takes that for a refusal', async () => {
    vi.useFakeTimers();
    try {
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      const { services, reportNow } = fakeServices({ lider: laurasProfile });
      const readProfile = services.readProfile;
      let attempts = 0;
      services.readProfile = vi.fn((uid: string) =>
        ++attempts <= 6 ? Promise.reject(Object.assign(new Error('Failed to get document because the client is offline.'), { code: 'unavailable' })) : readProfile(uid),
      );
      const { seen, status } = renderSession(services);
      reportNow(authUser('lider'));
      // 1 + 2 + 4 + 4 + 4 s: past the listed delays, still waiting, nobody refused.
      await act(() => vi.advanceTimersByTimeAsync(15_000));
      expect(attempts).toBe(6);
      expect(status()).toBe('loading');
      expect(services.signOut).not.toHaveBeenCalled();
      expect(seen.current?.permissionDeniedAt).toBeNull();
      await act(() => vi.advanceTimersByTimeAsync(4_000));
      expect(attempts).toBe(7);
      expect(status()).toBe('signedIn');
    } finally {
      vi.useRealTimers();
    }
  });

  it('records a sign-in made on the page, not a session restored when the page loads', async () => {
    const restored = fakeServices({ laura: laurasProfile });
    const first = renderSession(restored.services);
    await restored.report(authUser('laura'));
    await waitFor(() => expect(first.status()).toBe('signedIn'));
    expect(restored.services.recordSignIn).not.toHaveBeenCalled();
    first.view.unmount();

    const fresh = fakeServices({ laura: laurasProfile });
    const second = renderSession(fresh.services);
    await fresh.report(null);
    await fresh.report(authUser('laura'));
    await waitFor(() => expect(second.status()).toBe('signedIn'));
    expect(fresh.events).toContain('recordSignIn laura');
  });

  it('gets a fresh ID token when Auth says verified but the token does not yet, and signs in with it', async () => {
    const { services, report } = fakeServices({ laura: laurasProfile });
    const { status } = renderSession(services);
    const user = authUser('laura', { emailVerified: true, tokenSaysVerified: false });
    await report(user);
    expect(user.tokenRefreshes).toBe(1);
    expect(status()).toBe('loading');
    // The SDK reports the refreshed token as a change of the same user.
    await report(user);
    await waitFor(() => expect(status()).toBe('signedIn'));
    expect(user.tokenRefreshes).toBe(1);
  });

  it('keeps the signed-in session through a token refresh, without loading again or restarting presence', async () => {
    const { services, report } = fakeServices({ laura: laurasProfile });
    const seenStatuses: string[] = [];
    const { seen, status } = renderSession(services);
    await report(authUser('laura'));
    await waitFor(() => expect(status()).toBe('signedIn'));
    const record = () => seenStatuses.push(seen.current!.session.status);
    record();
    await report(authUser('laura'));
    record();
    expect(seenStatuses).toEqual(['signedIn', 'signedIn']);
    expect(services.startPresence).toHaveBeenCalledTimes(1);
  });

  it('ignores a profile that arrives after Auth already reported another user', async () => {
    let answerSlowProfile: (profile: UserProfile) => void = () => {};
    const { services, report, reportNow } = fakeServices({ ana: { ...laurasProfile, displayName: 'Ana' } });
    const readProfile = services.readProfile;
    services.readProfile = vi.fn((uid: string) =>
      uid === 'slow' ? new Promise<UserProfile>((resolve) => (answerSlowProfile = resolve)) : readProfile(uid),
    );
    const { seen, status } = renderSession(services);
    reportNow(authUser('slow'));
    await report(authUser('ana'));
    await waitFor(() => expect(status()).toBe('signedIn'));
    // A late refusal of the earlier user must not sign the current one out.
    await act(async () => answerSlowProfile({ ...laurasProfile, role: 'Producer' }));
    expect(seen.current?.session.user?.uid).toBe('ana');
    expect(seen.current?.session.profile?.displayName).toBe('Ana');
    expect(services.signOut).not.toHaveBeenCalled();
    expect(seen.current?.permissionDeniedAt).toBeNull();
  });

  it('signing out writes presence offline first, then ends the Auth session', async () => {
    const { services, report, events } = fakeServices({ laura: laurasProfile });
    const { seen, status } = renderSession(services);
    await report(authUser('laura'));
    await waitFor(() => expect(events).toContain('presence laura'));
    await act(() => seen.current!.signOut());
    // The sign-out's own page load brings the sign-in page: until then a loader, never the sign-in page twice.
    await waitFor(() => expect(status()).toBe('loading'));
    expect(events).toContain('offline laura');
    expect(events.indexOf('offline laura')).toBeLessThan(events.indexOf('signOut'));
  });

  it('a sign-out that fails leaves the loader for the sign-in page', async () => {
    const { services, report } = fakeServices({ laura: laurasProfile });
    vi.mocked(services.signOut).mockRejectedValueOnce(new Error('auth/network-request-failed'));
    const { seen, status } = renderSession(services);
    await report(authUser('laura'));
    await waitFor(() => expect(status()).toBe('signedIn'));
    await act(() => seen.current!.signOut());
    await waitFor(() => expect(status()).toBe('signedOut'));
  });

  it('signs out even when the offline write never finishes', async () => {
    const { services, report, events, presences } = fakeServices({ laura: laurasProfile });
    const { seen, status } = renderSession(services);
    await report(authUser('laura'));
    await waitFor(() => expect(presences).toHaveLength(1));
    presences[0].presence.goOffline = () => new Promise(() => {});
    vi.useFakeTimers();
    const signingOut = seen.current!.signOut();
    await act(async () => vi.advanceTimersByTimeAsync(OFFLINE_WRITE_TIMEOUT_MS));
    await act(() => signingOut);
    vi.useRealTimers();
    await waitFor(() => expect(status()).toBe('loading'));
    expect(events).toContain('signOut');
  });

  it('stops presence when the user is signed out elsewhere, and when the provider goes away', async () => {
    const { services, report, presences } = fakeServices({ laura: laurasProfile, ana: laurasProfile });
    const { view, status } = renderSession(services);
    await report(authUser('laura'));
    await waitFor(() => expect(presences).toHaveLength(1));
    await report(null);
    await waitFor(() => expect(status()).toBe('signedOut'));
    await waitFor(() => expect(presences[0].presence.stopped).toBe(true));

    await report(authUser('ana'));
    await waitFor(() => expect(presences).toHaveLength(2));
    view.unmount();
    await waitFor(() => expect(presences[1].presence.stopped).toBe(true));
    expect(services.unsubscribed).toBe(true);
  });
});

describe('SessionProvider, while a user is signed in', () => {
  async function signedInLaura() {
    const fakes = fakeServices({ laura: laurasProfile });
    const rendered = renderSession(fakes.services);
    await fakes.report(authUser('laura'));
    await waitFor(() => expect(rendered.status()).toBe('signedIn'));
    await waitFor(() => expect(fakes.profileWatchers.has('laura')).toBe(true));
    await waitFor(() => expect(fakes.events).toContain('presence laura'));
    return { ...fakes, ...rendered };
  }

  const refusals: Array<[change: string, profile: UserProfile | null]> = [
    ['reading is revoked', { ...laurasProfile, permissions: { read: false } }],
    ['role changes', { ...laurasProfile, role: 'Producer' }],
    ['store changes', { ...laurasProfile, storeId: 'otra-tienda' }],
    ['users document is deleted', null],
  ];

  it.each(refusals)('signs the leader out with the permission alert as soon as their %s', async (_change, profile) => {
    const { services, seen, status, events, profileChanges } = await signedInLaura();
    await profileChanges('laura', profile);
    await waitFor(() => expect(services.signOut).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(seen.current?.permissionDeniedAt).toEqual(expect.any(Number)));
    // The leader's pages go at once; the sign-out's page load brings the sign-in page and its alert.
    expect(status()).toBe('loading');
    expect(events.indexOf('offline laura')).toBeLessThan(events.indexOf('signOut'));
    expect(sessionStorage.getItem('centro-lideres:permiso-denegado')).toEqual(expect.any(String));
  });

  it('signs out only once when several refusing changes arrive, and stops listening', async () => {
    const { services, profileChanges, profileWatchers } = await signedInLaura();
    await profileChanges('laura', { ...laurasProfile, permissions: { read: false } }, { ...laurasProfile, role: 'Producer' }, null);
    await waitFor(() => expect(services.signOut).toHaveBeenCalledTimes(1));
    expect(profileWatchers.has('laura')).toBe(false);
  });

  it('keeps the session when a change still allows it', async () => {
    const { services, status, profileChanges } = await signedInLaura();
    await profileChanges('laura', { ...laurasProfile, displayName: 'Laura Jiménez Mora', permissions: { read: true } });
    expect(status()).toBe('signedIn');
    expect(services.signOut).not.toHaveBeenCalled();
  });

  it('finishes a sign-out cut short earlier whenever Auth reports nobody signed in, but not during its own sign-out', async () => {
    const { services, status, report, events, profileChanges } = await signedInLaura();
    await profileChanges('laura', { ...laurasProfile, permissions: { read: false } });
    await waitFor(() => expect(services.signOut).toHaveBeenCalled());
    expect(events).not.toContain('finishInterruptedSignOut');
    await report(null);
    await waitFor(() => expect(status()).toBe('signedOut'));
    expect(services.finishInterruptedSignOut).toHaveBeenCalledTimes(1);
  });

  it('stops following the profile once the user is signed out', async () => {
    const { status, report, profileWatchers } = await signedInLaura();
    await report(null);
    await waitFor(() => expect(status()).toBe('signedOut'));
    expect(profileWatchers.has('laura')).toBe(false);
  });
});

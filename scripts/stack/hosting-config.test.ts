import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  CSP_HEADER,
  cspAllows,
  emulatorConnectSources,
  localHostingConfig,
  parseCsp,
  productionCsp,
  serializeCsp,
  withConnectSources,
  type HostingConfig,
} from './hosting-config.ts';

const hosting: HostingConfig = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../firebase.json'), 'utf8')).hosting;
const policy = productionCsp(hosting);
const APP = 'https://lideres.example';

describe('the production policy in firebase.json', () => {
  it('is enforced, not report-only', () => {
    const keys = hosting.headers!.flatMap((rule) => rule.headers.map((header) => header.key));
    expect(keys).toContain(CSP_HEADER);
    expect(keys).not.toContain('Content-Security-Policy-Report-Only');
  });

  it('runs only the app’s own scripts and reCAPTCHA’s, never inline code or eval', () => {
    const scripts = parseCsp(policy).get('script-src')!;
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
    expect(cspAllows(policy, 'script-src', `${APP}/assets/index-abc123.js`, APP)).toBe(true);
    expect(cspAllows(policy, 'script-src', 'https://www.google.com/recaptcha/api.js?render=explicit', APP)).toBe(true);
    expect(cspAllows(policy, 'script-src', 'https://www.google.com/recaptcha/enterprise.js?render=SITE_KEY', APP)).toBe(true);
    expect(cspAllows(policy, 'script-src', 'https://www.gstatic.com/recaptcha/releases/abc/recaptcha__es.js', APP)).toBe(true);
    expect(cspAllows(policy, 'script-src', 'https://www.google.com/maps/api.js', APP)).toBe(false);
    expect(cspAllows(policy, 'script-src', 'https://evil.example/x.js', APP)).toBe(false);
    // The Realtime Database's long-polling fallback loads scripts from the database host: refused.
    expect(cspAllows(policy, 'script-src', 'https://demo-default-rtdb.firebaseio.com/.lp?start=t', APP)).toBe(false);
  });

  it('lets the app reach Auth, Firestore, the Realtime Database, the functions and App Check', () => {
    for (const url of [
      'https://identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=k',
      'https://identitytoolkit.googleapis.com/v2/accounts/mfaSignIn:start?key=k',
      'https://securetoken.googleapis.com/v1/token?key=k',
      'https://firestore.googleapis.com/google.firestore.v1.Firestore/Listen/channel',
      'wss://centro-default-rtdb.firebaseio.com/.ws?v=5&ns=centro-default-rtdb',
      'wss://s-usc1b-nss-2104.firebaseio.com/.ws?v=5',
      'wss://centro-default-rtdb.europe-west1.firebasedatabase.app/.ws?v=5',
      'https://us-central1-centro.cloudfunctions.net/sendEmailActionCustom',
      'https://content-firebaseappcheck.googleapis.com/v1/projects/centro/apps/1:2:web:3:exchangeRecaptchaEnterpriseToken',
    ]) {
      expect(cspAllows(policy, 'connect-src', url, APP), url).toBe(true);
    }
    expect(cspAllows(policy, 'connect-src', 'https://evil.example/collect', APP)).toBe(false);
    expect(cspAllows(policy, 'connect-src', 'http://us-central1-centro.cloudfunctions.net/x', APP)).toBe(false);
  });

  it('frames only reCAPTCHA and may itself be framed by nobody', () => {
    expect(cspAllows(policy, 'frame-src', 'https://www.google.com/recaptcha/api2/anchor?k=x', APP)).toBe(true);
    expect(cspAllows(policy, 'frame-src', 'https://www.google.com/', APP)).toBe(false);
    expect(parseCsp(policy).get('frame-ancestors')).toEqual(["'none'"]);
    expect(parseCsp(policy).get('object-src')).toEqual(["'none'"]);
  });

  it('lets the coming service worker and manifest load from the app itself', () => {
    expect(cspAllows(policy, 'worker-src', `${APP}/sw.js`, APP)).toBe(true);
    expect(cspAllows(policy, 'manifest-src', `${APP}/manifest.webmanifest`, APP)).toBe(true);
    expect(cspAllows(policy, 'worker-src', 'https://evil.example/sw.js', APP)).toBe(false);
  });

  it('caches hashed assets for a year and revalidates everything else', () => {
    const cacheControl = (source: string) =>
      hosting.headers!.find((rule) => rule.source === source)?.headers.find((header) => header.key === 'Cache-Control')?.value;
    expect(cacheControl('/assets/**')).toBe('public, max-age=31536000, immutable');
    expect(cacheControl('!/assets/**')).toBe('no-cache');
  });

  it('answers deep links with the app page but leaves /assets/ out of the rewrite', () => {
    expect(hosting.rewrites).toEqual([{ source: '!/assets/**', destination: '/index.html' }]);
  });
});

describe('the hosting rules of firebase.json', () => {
  // The Hosting emulator would match a `regex` rule with JavaScript's RegExp, not RE2 as Hosting
  // does: its re2 module is not built here (package.json's allowScripts). Globs match the same.
  it('match paths by glob (source), never by regex', () => {
    const rules = ['rewrites', 'redirects', 'headers'].flatMap((kind) => (hosting[kind] as Array<Record<string, unknown>> | undefined) ?? []);
    expect(rules.length).toBeGreaterThan(0);
    for (const rule of rules) {
      expect(rule).toHaveProperty('source');
      expect(rule).not.toHaveProperty('regex');
    }
  });
});

describe('the local hosting config', () => {
  const local = localHostingConfig(hosting, {
    publicDir: '../app-test-5273',
    connectSources: emulatorConnectSources({ auth: 9199, firestore: 8180, functions: 5101, database: 9100 }),
  });

  it('serves the local build', () => {
    expect(local.public).toBe('../app-test-5273');
  });

  it('adds only the emulators to connect-src and keeps every other directive', () => {
    const before = parseCsp(policy);
    const after = parseCsp(productionCsp(local));
    for (const [directive, sources] of before) {
      if (directive !== 'connect-src') expect(after.get(directive)).toEqual(sources);
    }
    expect(after.get('connect-src')).toEqual([
      ...before.get('connect-src')!,
      'http://127.0.0.1:9199',
      'http://127.0.0.1:8180',
      'http://127.0.0.1:5101',
      'ws://127.0.0.1:9100',
    ]);
  });

  it('leaves the production config untouched', () => {
    expect(productionCsp(hosting)).toBe(policy);
  });
});

describe('CSP helpers', () => {
  it('read and write a policy without changing it', () => {
    expect(serializeCsp(parseCsp("default-src 'self';  img-src 'self' https: ;"))).toBe("default-src 'self'; img-src 'self' https:");
  });

  it('keep the first of a repeated directive, as browsers do', () => {
    expect(parseCsp("img-src 'self'; img-src https:").get('img-src')).toEqual(["'self'"]);
  });

  it('add a connect source once', () => {
    expect(withConnectSources("connect-src 'self' http://a:1", ['http://a:1', 'ws://b:2'])).toBe("connect-src 'self' http://a:1 ws://b:2");
  });

  it('match hosts, wildcards, ports and paths like a browser', () => {
    expect(cspAllows('connect-src https://*.example.com', 'connect-src', 'https://a.b.example.com/x')).toBe(true);
    expect(cspAllows('connect-src https://*.example.com', 'connect-src', 'https://example.com/x')).toBe(false);
    expect(cspAllows('connect-src http://127.0.0.1:9199', 'connect-src', 'http://127.0.0.1:9199/identitytoolkit')).toBe(true);
    expect(cspAllows('connect-src http://127.0.0.1:9199', 'connect-src', 'http://127.0.0.1:9200/')).toBe(false);
    expect(cspAllows('script-src https://x.example/lib/', 'script-src', 'https://x.example/lib/a.js')).toBe(true);
    expect(cspAllows('script-src https://x.example/lib/', 'script-src', 'https://x.example/other.js')).toBe(false);
    expect(cspAllows("default-src 'self'", 'img-src', 'https://app.example/logo.svg', 'https://app.example')).toBe(true);
    expect(cspAllows('img-src https:', 'img-src', 'http://photos.example/a.png')).toBe(false);
  });
});

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkDeployConfig, envFileNames, REQUIRED_WEB_CONFIG, type DeployInputs, type FirebaseJson } from './config.ts';
import { runtimeStatus } from './runtime.ts';

const firebaseJson: FirebaseJson = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../firebase.json'), 'utf8'));

const COMPLETE_WEB_ENV = {
  VITE_FIREBASE_API_KEY: 'AIzaSyExample',
  VITE_FIREBASE_AUTH_DOMAIN: 'centro-prod.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'centro-prod',
  VITE_FIREBASE_APP_ID: '1:1234:web:abcd',
  VITE_FIREBASE_DATABASE_URL: 'https://centro-prod-default-rtdb.firebaseio.com',
  VITE_STORE_ID: 'tienda-centro',
  VITE_FUNCTIONS_BASE_URL: 'https://us-central1-centro-prod.cloudfunctions.net',
  VITE_APPCHECK_SITE_KEY: '6LcExampleKey',
};

const SHARED_EMAIL_PARAMS = {
  DATABASE: '(default)',
  MAIL_COLLECTION: 'mail',
  SMTP_PASSWORD: 'projects/${param:PROJECT_NUMBER}/secrets/firestore-send-email-SMTP_PASSWORD/versions/latest',
  DATABASE_REGION: '',
  SMTP_CONNECTION_URI: '',
  DEFAULT_FROM: '',
};

function inputs(overrides: Partial<DeployInputs> & { functionsEnv?: Record<string, string>; emailParams?: Record<string, string> } = {}): DeployInputs {
  const { functionsEnv, emailParams, ...rest } = overrides;
  const files: Record<string, Record<string, string>> = {
    'functions:.env.centro-prod': functionsEnv ?? { APPCHECK_ENFORCE: 'true' },
    'extension:firestore-send-email.env': SHARED_EMAIL_PARAMS,
    'extension:firestore-send-email.env.centro-prod': emailParams ?? {
      DATABASE_REGION: 'nam5',
      SMTP_CONNECTION_URI: 'smtps://no-responder@centro.cr@smtp.centro.cr:465',
      DEFAULT_FROM: 'Centro de líderes <no-responder@centro.cr>',
    },
  };
  return {
    projectOption: 'centro-prod',
    firebaserc: { projects: { default: 'demo-centro-lideres' } },
    webEnv: COMPLETE_WEB_ENV,
    readEnvFiles: (kind, names) =>
      Object.fromEntries(names.filter((name) => `${kind}:${name}` in files).map((name) => [name, files[`${kind}:${name}`]])),
    firebaseJson: { ...firebaseJson, functions: [{ source: 'functions', runtime: 'nodejs22' }] },
    functionsEngine: '22',
    runtimeStatus: (runtime) => runtimeStatus(runtime, new Date('2026-11-23T12:00:00Z')),
    opsEnv: { OPS_ALERT_EMAIL: 'guardia@centro.cr' },
    ...rest,
  };
}

describe('the deploy check', () => {
  it('passes a complete configuration and names the store and runtime it will deploy', () => {
    const result = checkDeployConfig(inputs());
    expect(result.missing).toEqual([]);
    expect(result.problems).toEqual([]);
    expect(result.project).toBe('centro-prod');
    expect(result.storeId).toBe('tienda-centro');
    expect(result.runtime).toBe('nodejs22');
    expect(result.targets).toEqual(['hosting', 'firestore', 'database', 'functions', 'extensions', 'operations']);
    expect(result.operations).toEqual({
      project: 'centro-prod',
      alertEmail: 'guardia@centro.cr',
      firestoreReadsPerHour: 1_000_000,
      firestoreWritesPerHour: 200_000,
      clientErrorsPer10Minutes: 50,
    });
  });

  it('needs an alert e-mail for backups and alerts, and whole numbers for their thresholds', () => {
    const missing = checkDeployConfig(inputs({ opsEnv: {} }));
    expect(missing.missing.map((value) => value.name)).toEqual(['OPS_ALERT_EMAIL']);
    const wrong = checkDeployConfig(inputs({ opsEnv: { OPS_ALERT_EMAIL: 'guardia', OPS_FIRESTORE_READS_PER_HOUR: 'mucho' } }));
    expect(wrong.problems).toEqual(['OPS_ALERT_EMAIL is not an e-mail address (got guardia).', 'OPS_FIRESTORE_READS_PER_HOUR must be a whole number above 0 (got mucho).']);
    expect(checkDeployConfig(inputs({ opsEnv: {}, targets: ['hosting'] })).missing).toEqual([]);
  });

  it('names every missing value and where it goes', () => {
    const result = checkDeployConfig(inputs({ webEnv: {}, functionsEnv: {}, emailParams: {}, opsEnv: {} }));
    expect(result.missing.map((value) => value.name)).toEqual([
      ...REQUIRED_WEB_CONFIG,
      'APPCHECK_ENFORCE',
      'DATABASE_REGION',
      'SMTP_CONNECTION_URI',
      'DEFAULT_FROM',
      'OPS_ALERT_EMAIL',
    ]);
    expect(result.missing.find((value) => value.name === 'APPCHECK_ENFORCE')?.where).toBe('functions/.env.centro-prod (true or false)');
    expect(result.missing.find((value) => value.name === 'DEFAULT_FROM')?.where).toBe('extensions/firestore-send-email.env.centro-prod');
  });

  it('asks for a project instead of deploying the local demo project', () => {
    const result = checkDeployConfig(inputs({ projectOption: undefined }));
    expect(result.project).toBe('demo-centro-lideres');
    expect(result.problems.join('\n')).toMatch(/demo-centro-lideres is the local demo project/);
    expect(checkDeployConfig(inputs({ projectOption: undefined, firebaserc: null })).missing.map((value) => value.name)).toContain('--project');
  });

  it('resolves a .firebaserc alias and reads the env files named after it too', () => {
    const result = checkDeployConfig(inputs({ projectOption: 'produccion', firebaserc: { projects: { default: 'demo-centro-lideres', produccion: 'centro-prod' } } }));
    expect(result.project).toBe('centro-prod');
    expect(result.aliases).toEqual(['produccion']);
    expect(envFileNames('.env', 'centro-prod', ['produccion'])).toEqual(['.env', '.env.produccion', '.env.centro-prod']);
  });

  it('refuses a web config for another project or for the emulators', () => {
    const problems = checkDeployConfig(inputs({ webEnv: { ...COMPLETE_WEB_ENV, VITE_FIREBASE_PROJECT_ID: 'otro', VITE_USE_EMULATORS: 'true' } })).problems;
    expect(problems.join('\n')).toMatch(/VITE_FIREBASE_PROJECT_ID is otro but the deploy goes to centro-prod/);
    expect(problems.join('\n')).toMatch(/VITE_USE_EMULATORS=true/);
  });

  it('refuses a store id that would inject rules', () => {
    const problems = checkDeployConfig(inputs({ webEnv: { ...COMPLETE_WEB_ENV, VITE_STORE_ID: "x' || true || '" } })).problems;
    expect(problems.join('\n')).toMatch(/VITE_STORE_ID must be/);
  });

  it('refuses endpoints the Content-Security-Policy would block, and accepts regional databases', () => {
    const blocked = checkDeployConfig(
      inputs({ webEnv: { ...COMPLETE_WEB_ENV, VITE_FUNCTIONS_BASE_URL: 'https://api.tienda.cr', VITE_FIREBASE_DATABASE_URL: 'https://db.tienda.cr' } }),
    ).problems;
    expect(blocked.join('\n')).toMatch(/VITE_FUNCTIONS_BASE_URL https:\/\/api\.tienda\.cr is not in connect-src/);
    expect(blocked.join('\n')).toMatch(/wss:\/\/db\.tienda\.cr \(VITE_FIREBASE_DATABASE_URL\) is not in connect-src/);
    const regional = checkDeployConfig(
      inputs({ webEnv: { ...COMPLETE_WEB_ENV, VITE_FIREBASE_DATABASE_URL: 'https://centro-prod-default-rtdb.europe-west1.firebasedatabase.app' } }),
    );
    expect(regional.problems).toEqual([]);
  });

  it('refuses App Check enforced in the functions without a site key in the app', () => {
    const { VITE_APPCHECK_SITE_KEY: _unused, ...withoutKey } = COMPLETE_WEB_ENV;
    expect(checkDeployConfig(inputs({ webEnv: withoutKey })).problems.join('\n')).toMatch(/APPCHECK_ENFORCE=true but VITE_APPCHECK_SITE_KEY is empty/);
    expect(checkDeployConfig(inputs({ webEnv: withoutKey, functionsEnv: { APPCHECK_ENFORCE: 'false' } })).problems).toEqual([]);
    expect(checkDeployConfig(inputs({ functionsEnv: { APPCHECK_ENFORCE: 'yes' } })).problems.join('\n')).toMatch(/APPCHECK_ENFORCE must be true or false/);
  });

  it("uses the Firebase CLI's own runtime table: Node 20 is refused, Node 22 accepted", () => {
    const node20 = checkDeployConfig(inputs({ firebaseJson: { ...firebaseJson, functions: [{ source: 'functions' }] }, functionsEngine: '20' }));
    expect(node20.runtime).toBe('nodejs20');
    expect(node20.problems.join('\n')).toMatch(/nodejs20 was decommissioned on 2026-10-30/);
    expect(checkDeployConfig(inputs()).problems).toEqual([]);
  });

  it('keeps the SMTP password out of the param files', () => {
    const problems = checkDeployConfig(
      inputs({
        emailParams: {
          DATABASE_REGION: 'nam5',
          SMTP_CONNECTION_URI: 'smtps://user:hunter2@smtp.centro.cr:465',
          DEFAULT_FROM: 'no-responder@centro.cr',
          SMTP_PASSWORD: 'hunter2',
        },
      }),
    ).problems;
    expect(problems.join('\n')).toMatch(/SMTP_PASSWORD must name a Secret Manager secret version/);
    expect(problems.join('\n')).toMatch(/SMTP_CONNECTION_URI carries a password/);
  });

  it('refuses the example addresses and another mail collection', () => {
    const problems = checkDeployConfig(
      inputs({
        emailParams: {
          DATABASE_REGION: 'nam5',
          SMTP_CONNECTION_URI: 'smtps://no-responder@tienda.example@smtp.tienda.example:465',
          DEFAULT_FROM: 'Centro de líderes <no-responder@tienda.example>',
          MAIL_COLLECTION: 'correos',
        },
      }),
    ).problems;
    expect(problems.join('\n')).toMatch(/DEFAULT_FROM still has the example address/);
    expect(problems.join('\n')).toMatch(/SMTP_CONNECTION_URI still has the example address/);
    expect(problems.join('\n')).toMatch(/MAIL_COLLECTION is correos/);
  });

  it('checks only what the chosen targets need', () => {
    const result = checkDeployConfig(inputs({ targets: ['hosting'], functionsEnv: {}, emailParams: {} }));
    expect(result.missing).toEqual([]);
    expect(result.runtime).toBeUndefined();
  });
});

describe('the deploy check and the settings made by hand', () => {
  it('reminds the operator to turn client-side sign-up off, on every run', () => {
    const reminders = checkDeployConfig(inputs()).reminders.join('\n');
    expect(reminders).toMatch(/Enable create \(sign-up\)/);
    expect(reminders).toMatch(/registerLeader/);
  });

  it('accepts a shop link template the app will use', () => {
    expect(checkDeployConfig(inputs({ shopCodeUrlTemplate: 'https://tienda.centro.cr/evento/{eventId}?codigo={code}' })).problems).toEqual([]);
  });

  it.each([
    ['a second line', 'https://tienda.centro.cr/?codigo={code}\njavascript:alert(1)//'],
    ['user info', 'https://tienda.centro.cr@evil.example/?codigo={code}'],
    ['no slashes', 'https:evil.example/?codigo={code}'],
    ['a placeholder host', 'https://{code}.evil.example/'],
    ['a look-alike host', 'https://tienda.centr\u043E.cr/?codigo={code}'],
    ['a percent-encoded host', 'https://tienda%2Ecentro.cr/?codigo={code}'],
    ['the local demo shop on the loopback address', 'http://127.0.0.1:5174/evento/{eventId}?codigo={code}'],
  ])('refuses a shop link template with %s, saying the app would ignore it', (_label, template) => {
    const { problems } = checkDeployConfig(inputs({ shopCodeUrlTemplate: template }));
    expect(problems).toEqual([expect.stringMatching(/^The shop link template \(--shop-template\) would be ignored by the app: /)]);
  });
});

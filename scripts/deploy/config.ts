// The deploy check: every value a real deployment needs, read from where the operator keeps
// it, and the plan of what `firebase deploy` would publish. Pure: inputs in, findings out.
import { shopCodeUrlTemplateProblem, type ShopTemplateProblem } from '../../common/shop-link.ts';
import { cspAllows, productionCsp, type HostingConfig } from '../stack/hosting-config.ts';
import { OPERATIONS_DEFAULTS, type OperationsSettings } from './operations.ts';
import { storeIdProblem } from './rules.ts';
import { REQUIRED_WEB_CONFIG } from './web-config.ts';
import { COLLECTIONS } from '../../common/collections.ts';

export { REQUIRED_WEB_CONFIG };

/** Functions parameters the operator must decide explicitly (functions/.env.PROJECT_ID). */
export const REQUIRED_FUNCTIONS_ENV = ['APPCHECK_ENFORCE'] as const;

/** Trigger Email parameters that have no safe shared value (extensions/firestore-send-email.env.PROJECT_ID). */
export const REQUIRED_EMAIL_PARAMS = ['DATABASE_REGION', 'SMTP_CONNECTION_URI', 'SMTP_PASSWORD', 'DEFAULT_FROM', 'MAIL_COLLECTION'] as const;

/** Where the functions write each e-mail (functions/src/email); the extension must read the same collection. */
export const MAIL_COLLECTION = COLLECTIONS.mail;
export const EMAIL_EXTENSION = 'firestore-send-email';
const SECRET_VERSION = /^projects\/[^/]+\/secrets\/[^/]+\/versions\/[^/]+$/;
const PLACEHOLDER_DOMAIN = /(^|[@.])(tienda\.)?(example|ejemplo)\.(com|org|net)\b|\.example\b/i;

/** `operations` is ours (backups, alerts: gcloud, operations.ts); the others are firebase deploy's. */
export const DEPLOY_TARGETS = ['hosting', 'firestore', 'database', 'functions', 'extensions', 'operations'] as const;
export type DeployTarget = (typeof DEPLOY_TARGETS)[number];

export interface RuntimeStatus {
  known: boolean;
  decommissioned: boolean;
  decommissionDate?: string;
}

export interface FirebaseJson {
  hosting: HostingConfig;
  functions: { source: string; runtime?: string }[];
  extensions?: Record<string, string>;
  [key: string]: unknown;
}

export interface DeployInputs {
  /** --project: an id or an alias of .firebaserc. */
  projectOption?: string;
  firebaserc: { projects?: Record<string, string> } | null;
  /** VITE_* values as the production build sees them (env files and the environment). */
  webEnv: Record<string, string | undefined>;
  /** Reads `functions/.env*` or `extensions/*.env*` files of a project: name → parsed values, only files that exist. */
  readEnvFiles: (kind: 'functions' | 'extension', names: string[]) => Record<string, Record<string, string>>;
  firebaseJson: FirebaseJson;
  /** functions/package.json `engines.node`. */
  functionsEngine?: string;
  runtimeStatus: (runtime: string) => RuntimeStatus;
  targets?: DeployTarget[];
  /** --shop-template: the stores/{VITE_STORE_ID}.shopCodeUrlTemplate the operator means to set, checked as the app will. */
  shopCodeUrlTemplate?: string;
  /** OPS_* values (alerts and budgets) as the env files and the environment give them. */
  opsEnv?: Record<string, string | undefined>;
}

export interface MissingValue {
  name: string;
  where: string;
}

export interface DeployCheck {
  project?: string;
  /** Aliases of the project in .firebaserc (env files may be named after them). */
  aliases: string[];
  targets: DeployTarget[];
  storeId?: string;
  runtime?: string;
  emailExtension?: string;
  /** The settings of backups and alerts, when the `operations` target is deployed (placeholders for missing values). */
  operations?: OperationsSettings;
  missing: MissingValue[];
  problems: string[];
  /** Console settings this offline check cannot see: the operator confirms them by hand. */
  reminders: string[];
}

/** Why the app would ignore a shop link template, in the operator's words. */
export const SHOP_TEMPLATE_PROBLEMS: Record<ShopTemplateProblem, string> = {
  'not-text': 'it is not text',
  'not-one-line': 'it has a line break, a space, or a control or direction character',
  'not-https': 'it does not start with https://',
  backslash: 'it has a backslash, which browsers read as "/"',
  'no-host': 'it has no host after https://',
  'user-info': 'its host part has user info ("@"): the browser would go to the host after it',
  'placeholder-in-host': 'its host has a placeholder: the host must be fixed',
  'unknown-placeholder': 'it has a {…} other than {code} and {eventId}, which would be shared as written',
  'host-percent-encoded': 'its host is percent-encoded ("%"): write the host as it is',
  'host-not-ascii': 'its host has characters outside ASCII (a look-alike letter, an accent): write an international host in its xn-- form',
  'no-code': 'it has no {code}',
  'code-in-fragment': 'its {code} is in the fragment (after "#"), not in the path or query',
  'not-a-url': 'it is not a valid URL',
  'other-host': 'its host is not the one written after https://',
};

/**
 * Settings made by hand in the consoles that the security model relies on (docs/deploy.md).
 * Printed by every run, dry or not.
 */
export const CONSOLE_REMINDERS = [
  'Authentication → Settings → User actions: turn OFF "Enable create (sign-up)". Registration is the registerLeader function\'s job; left on, anyone with the public API key can create an account for a future leader\'s address (docs/deploy.md, step 2).',
  'stores/STORE_ID.shopCodeUrlTemplate, if you set one: a single-line https:// URL with a fixed host and {code} in its path or query, or the app ignores it. Check it with --shop-template "…".',
] as const;

const present = (value: string | undefined): value is string => value !== undefined && value.trim() !== '';

export function resolveProject(projectOption: string | undefined, firebaserc: DeployInputs['firebaserc']): { project?: string; aliases: string[] } {
  const projects = firebaserc?.projects ?? {};
  const project = projectOption ? (projects[projectOption] ?? projectOption) : projects.default;
  const aliases = Object.entries(projects)
    .filter(([, id]) => id === project)
    .map(([alias]) => alias);
  return { project, aliases };
}

/** The env files firebase-tools merges for a project, lowest priority first. */
export function envFileNames(base: string, project: string, aliases: string[]): string[] {
  return [base, ...aliases.map((alias) => `${base}.${alias}`), `${base}.${project}`].filter((name, index, all) => all.indexOf(name) === index);
}

function merged(files: Record<string, Record<string, string>>, names: string[]): Record<string, string> {
  return Object.assign({}, ...names.map((name) => files[name] ?? {}));
}

export function checkDeployConfig(inputs: DeployInputs): DeployCheck {
  const missing: MissingValue[] = [];
  const problems: string[] = [];
  const targets = inputs.targets ?? [...DEPLOY_TARGETS];
  const { project, aliases } = resolveProject(inputs.projectOption, inputs.firebaserc);
  const check: DeployCheck = { project, aliases, targets, missing, problems, reminders: [...CONSOLE_REMINDERS] };

  if (!project) {
    missing.push({ name: '--project', where: 'the command line, or a "default" alias in .firebaserc' });
  } else if (project.startsWith('demo-')) {
    problems.push(`${project} is the local demo project: pass --project with your Firebase project id (or an alias of .firebaserc).`);
  }
  const projectId = project && !project.startsWith('demo-') ? project : 'PROJECT_ID';

  // The web app: every target ships it or depends on it, so it is always checked.
  const web = inputs.webEnv;
  for (const name of REQUIRED_WEB_CONFIG) {
    if (!present(web[name])) missing.push({ name, where: '.env.production.local or the environment (see .env.example)' });
  }
  if (web.VITE_USE_EMULATORS === 'true') problems.push('VITE_USE_EMULATORS=true would ship an app that talks to local emulators: unset it.');
  if (present(web.VITE_FIREBASE_PROJECT_ID) && project && web.VITE_FIREBASE_PROJECT_ID !== project) {
    problems.push(`VITE_FIREBASE_PROJECT_ID is ${web.VITE_FIREBASE_PROJECT_ID} but the deploy goes to ${project}.`);
  }
  if (present(web.VITE_STORE_ID)) {
    check.storeId = web.VITE_STORE_ID;
    const problem = storeIdProblem(web.VITE_STORE_ID);
    if (problem) problems.push(problem);
  }
  const policy = productionCsp(inputs.firebaseJson.hosting);
  if (present(web.VITE_FUNCTIONS_BASE_URL)) {
    const url = safeUrl(web.VITE_FUNCTIONS_BASE_URL);
    if (!url || url.protocol !== 'https:') problems.push(`VITE_FUNCTIONS_BASE_URL must be an https URL (got ${web.VITE_FUNCTIONS_BASE_URL}).`);
    else if (!cspAllows(policy, 'connect-src', url.href)) {
      problems.push(`VITE_FUNCTIONS_BASE_URL ${url.origin} is not in connect-src of the Content-Security-Policy in firebase.json: the browser would block every call.`);
    }
  }
  if (present(web.VITE_FIREBASE_DATABASE_URL)) {
    const url = safeUrl(web.VITE_FIREBASE_DATABASE_URL);
    if (!url || url.protocol !== 'https:') problems.push(`VITE_FIREBASE_DATABASE_URL must be an https URL (got ${web.VITE_FIREBASE_DATABASE_URL}).`);
    else if (!cspAllows(policy, 'connect-src', `wss://${url.host}/.ws`)) {
      problems.push(`wss://${url.host} (VITE_FIREBASE_DATABASE_URL) is not in connect-src of the Content-Security-Policy in firebase.json: presence would never connect.`);
    }
  }

  if (inputs.shopCodeUrlTemplate !== undefined) {
    const problem = shopCodeUrlTemplateProblem(inputs.shopCodeUrlTemplate);
    if (problem) problems.push(`The shop link template (--shop-template) would be ignored by the app: ${SHOP_TEMPLATE_PROBLEMS[problem]}.`);
  }

  if (targets.includes('functions')) {
    const names = envFileNames('.env', projectId, aliases);
    const env = merged(inputs.readEnvFiles('functions', names), names);
    for (const name of REQUIRED_FUNCTIONS_ENV) {
      if (!present(env[name])) missing.push({ name, where: `functions/.env.${projectId} (true or false)` });
    }
    if (present(env.APPCHECK_ENFORCE) && !['true', 'false'].includes(env.APPCHECK_ENFORCE)) {
      problems.push(`APPCHECK_ENFORCE must be true or false (got ${env.APPCHECK_ENFORCE}).`);
    }
    if (env.APPCHECK_ENFORCE === 'true' && !present(web.VITE_APPCHECK_SITE_KEY)) {
      problems.push('APPCHECK_ENFORCE=true but VITE_APPCHECK_SITE_KEY is empty: the functions would refuse every call from the app.');
    }
    const codebase = inputs.firebaseJson.functions[0];
    check.runtime = codebase?.runtime ?? (inputs.functionsEngine ? `nodejs${inputs.functionsEngine}` : undefined);
    if (!check.runtime) {
      missing.push({ name: 'functions runtime', where: 'firebase.json functions[].runtime or functions/package.json engines.node' });
    } else {
      const status = inputs.runtimeStatus(check.runtime);
      if (!status.known) problems.push(`The functions runtime ${check.runtime} is unknown to the installed Firebase CLI.`);
      else if (status.decommissioned) {
        problems.push(`The functions runtime ${check.runtime} was decommissioned on ${status.decommissionDate}: firebase deploy refuses it.`);
      }
    }
  }

  if (targets.includes('extensions')) {
    check.emailExtension = inputs.firebaseJson.extensions?.[EMAIL_EXTENSION];
    if (!check.emailExtension) {
      problems.push(`firebase.json declares no "${EMAIL_EXTENSION}" extension: e-mails would stay in the mail collection.`);
    } else {
      const names = envFileNames(`${EMAIL_EXTENSION}.env`, projectId, aliases);
      const params = merged(inputs.readEnvFiles('extension', names), names);
      for (const name of REQUIRED_EMAIL_PARAMS) {
        if (!present(params[name])) missing.push({ name, where: `extensions/${EMAIL_EXTENSION}.env.${projectId}` });
      }
      if (present(params.MAIL_COLLECTION) && params.MAIL_COLLECTION !== MAIL_COLLECTION) {
        problems.push(`MAIL_COLLECTION is ${params.MAIL_COLLECTION}, but the functions write e-mails to ${MAIL_COLLECTION}.`);
      }
      if (present(params.SMTP_PASSWORD) && !SECRET_VERSION.test(params.SMTP_PASSWORD.replace('${param:PROJECT_NUMBER}', '0'))) {
        problems.push('SMTP_PASSWORD must name a Secret Manager secret version (projects/…/secrets/…/versions/…), never hold the password itself.');
      }
      if (present(params.SMTP_CONNECTION_URI) && /:\/\/[^/@]*:[^/@]*@/.test(params.SMTP_CONNECTION_URI)) {
        problems.push('SMTP_CONNECTION_URI carries a password: leave it out (user@host:port) and keep the password in the SMTP_PASSWORD secret.');
      }
      for (const name of ['DEFAULT_FROM', 'SMTP_CONNECTION_URI'] as const) {
        if (present(params[name]) && PLACEHOLDER_DOMAIN.test(params[name])) problems.push(`${name} still has the example address (${params[name]}).`);
      }
    }
  }
  if (targets.includes('operations')) {
    const ops = inputs.opsEnv ?? {};
    const where = '.env.production.local or the environment (see .env.example)';
    if (!present(ops.OPS_ALERT_EMAIL)) missing.push({ name: 'OPS_ALERT_EMAIL', where: `${where}: who is alerted when the store fails` });
    else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(ops.OPS_ALERT_EMAIL)) problems.push(`OPS_ALERT_EMAIL is not an e-mail address (got ${ops.OPS_ALERT_EMAIL}).`);
    const numbers = Object.fromEntries(
      Object.entries(OPERATIONS_DEFAULTS).map(([name, fallback]) => {
        const value = present(ops[name]) ? Number(ops[name]) : fallback;
        if (!Number.isInteger(value) || value <= 0) problems.push(`${name} must be a whole number above 0 (got ${ops[name]}).`);
        return [name, value];
      }),
    ) as Record<keyof typeof OPERATIONS_DEFAULTS, number>;
    // Planned even while values are missing (placeholders), so a dry run shows every command.
    check.operations = {
      project: projectId,
      alertEmail: present(ops.OPS_ALERT_EMAIL) ? ops.OPS_ALERT_EMAIL : 'ALERT_EMAIL',
        firestoreReadsPerHour: numbers.OPS_FIRESTORE_READS_PER_HOUR,
        firestoreWritesPerHour: numbers.OPS_FIRESTORE_WRITES_PER_HOUR,
      clientErrorsPer10Minutes: numbers.OPS_CLIENT_ERRORS_PER_10_MINUTES,
    };
  }
  return check;
}

function safeUrl(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

/** firebase deploy's --only list for the chosen targets ('' when only `operations`, which gcloud sets up). */
export function firebaseOnly(targets: DeployTarget[]): string {
  return targets.filter((target) => target !== 'operations').join(',');
}

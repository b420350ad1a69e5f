import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PROJECT_ID_LOCAL } from '../../common/constants.ts';
import { DEMO_SHOP_KEY } from '../seed/demo-data.ts';
import { planEmulators, type EmulatorPlan } from './detect.ts';
import { functionsNode } from './functions-node.ts';
import { emulatorConnectSources, localHostingConfig } from './hosting-config.ts';
import { assertPortsFree, runCommand, startProcess, type ManagedProcess } from './processes.ts';
import type { StackProfile } from './profiles.ts';
import { warmStackFunctions } from './warm-functions.ts';

export const ROOT = path.resolve(import.meta.dirname, '../..');
const FIREBASE_BIN = path.join(ROOT, 'node_modules/firebase-tools/lib/bin/firebase.js');
const VITE_BIN = path.join(ROOT, 'node_modules/vite/bin/vite.js');

/**
 * How the app is served: the Vite dev server, the production build through the Firebase
 * Hosting emulator (with firebase.json's headers and rewrites), or not at all.
 */
export type AppServer = 'dev' | 'preview' | 'none';

export interface StackHandle {
  profile: StackProfile;
  plan: EmulatorPlan;
  /** Environment for clients of this stack: admin SDK, tests, scripts. */
  clientEnv: Record<string, string>;
  appUrl: string;
  stop(): Promise<void>;
}

export interface StackOptions {
  app: AppServer;
  /** Awaited before the stack counts as ready (the production build that 'preview' serves). */
  appReady?: Promise<void>;
  /** Log progress lines to stderr. */
  log?: (line: string) => void;
  /** Start the Auth and Firestore emulators with the data of an export (exportStackData), as after a restore. */
  importFrom?: string;
  /**
   * Warm every HTTPS function before the stack counts as ready (default true). A caller that
   * seeds right after passes false and warms after its seed (warmStackFunctions): resuming the
   * triggers at the end of a seed ends the workers warmed before it.
   */
  warmFunctions?: boolean;
}

/** Environment that points firebase-admin, the web SDK in Node and the tests at this stack. */
export function clientEnvFor(profile: StackProfile): Record<string, string> {
  const { ports } = profile;
  return {
    GCLOUD_PROJECT: PROJECT_ID_LOCAL,
    // No Google credentials probe: everything talks to the emulators.
    METADATA_SERVER_DETECTION: 'none',
    FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${ports.auth}`,
    FIRESTORE_EMULATOR_HOST: `127.0.0.1:${ports.firestore}`,
    FIREBASE_DATABASE_EMULATOR_HOST: `127.0.0.1:${ports.database}`,
    FUNCTIONS_EMULATOR_ORIGIN: `http://127.0.0.1:${ports.functions}`,
    // The Firebase CLI's emulator hub (the seed pauses the background triggers through it).
    STACK_EMULATOR_HUB: `127.0.0.1:${ports.hub}`,
    APP_URL: `http://127.0.0.1:${ports.app}`,
    // The demo shop (demo-shop/), which runs beside the app; the seed points the shop link at it.
    DEMO_SHOP_URL: demoShopUrl(profile),
    STACK_PROFILE: profile.name,
    // The emulators' output (firebase-emulators.log: the functions' own log lines among it).
    STACK_LOG_DIR: stackLogDir(profile),
  };
}

/** The demo shop's address on this stack (served when the app is). */
export function demoShopUrl(profile: StackProfile): string {
  return `http://127.0.0.1:${profile.ports.demoShop}`;
}

/** The shop API's address (the shopApi function) on this stack. */
export function shopApiBaseUrl(profile: StackProfile): string {
  return `http://127.0.0.1:${profile.ports.functions}/${PROJECT_ID_LOCAL}/us-central1/shopApi`;
}

/** Working folder of a profile's stack (the CLI config, the emulators' debug logs). */
export function stackWorkDir(profile: StackProfile): string {
  return path.join(ROOT, '.tmp', `stack-${profile.name}-${profile.ports.auth}`);
}

export function stackLogDir(profile: StackProfile): string {
  return path.join(stackWorkDir(profile), 'logs');
}

/** Vite variables that make the web app talk to this stack's emulators. */
export function viteEnvFor(profile: StackProfile): Record<string, string> {
  const { ports } = profile;
  return {
    VITE_USE_EMULATORS: 'true',
    VITE_EMULATOR_HOST: '127.0.0.1',
    VITE_FIREBASE_PROJECT_ID: PROJECT_ID_LOCAL,
    VITE_AUTH_EMULATOR_PORT: String(ports.auth),
    VITE_FIRESTORE_EMULATOR_PORT: String(ports.firestore),
    VITE_DATABASE_EMULATOR_PORT: String(ports.database),
    VITE_FUNCTIONS_EMULATOR_PORT: String(ports.functions),
    // Only a build wired to the emulators reads it: the one origin besides https shop links it
    // accepts in the shop link (the demo shop, http on the loopback address).
    VITE_DEMO_SHOP_ORIGIN: demoShopUrl(profile),
  };
}

/**
 * A Firebase CLI config with this profile's ports (firebase.json holds the dev ports). Its
 * hosting block serves this profile's build with the production policy plus the emulators.
 */
function writeFirebaseConfig(profile: StackProfile, dir: string): string {
  const base = JSON.parse(readFileSync(path.join(ROOT, 'firebase.json'), 'utf8'));
  const { ports } = profile;
  // The CLI resolves these paths against the config file's folder.
  const fromConfigDir = (file: string) => path.relative(dir, path.isAbsolute(file) ? file : path.join(ROOT, file));
  // The CLI's Firestore emulator refuses rules outside the config's folder: link them in, so an
  // edit of firestore.rules still reloads the running emulator's rules.
  for (const file of ['firestore.rules', 'firestore.indexes.json']) {
    rmSync(path.join(dir, file), { force: true });
    symlinkSync(path.join(ROOT, file), path.join(dir, file));
  }
  base.firestore.rules = 'firestore.rules';
  base.firestore.indexes = 'firestore.indexes.json';
  base.database.rules = fromConfigDir('database.rules.json');
  base.functions = base.functions.map((codebase: { source: string }) => ({
    ...codebase,
    source: fromConfigDir(codebase.source),
  }));
  // The functions emulator would download and run declared extensions: locally, e-mails stay
  // in the `mail` collection (`npm run admin -- outbox`).
  delete base.extensions;
  base.hosting = localHostingConfig(base.hosting, {
    publicDir: fromConfigDir(appBuildDir(profile)),
    connectSources: emulatorConnectSources(ports),
  });
  for (const name of ['hub', 'logging', 'auth', 'firestore', 'database', 'functions', 'tasks', 'eventarc'] as const) {
    base.emulators[name] = { host: '127.0.0.1', port: ports[name] };
  }
  base.emulators.firestore.websocketPort = ports.firestoreWebsocket;
  base.emulators.hosting = { host: '127.0.0.1', port: ports.app };
  const file = path.join(dir, 'firebase.json');
  writeFileSync(file, JSON.stringify(base, null, 2));
  return file;
}

/**
 * The environment that lets the Firebase CLI run the preinstalled Cloud Firestore emulator as its
 * own (java-launcher/java explains how), so the functions' Firestore triggers fire locally.
 */
function preinstalledFirestoreEnv(firestoreJar: string, workDir: string): NodeJS.ProcessEnv {
  const marker = path.join(workDir, 'preinstalled-firestore-emulator');
  writeFileSync(marker, '');
  const realJava = execFileSync('sh', ['-c', 'command -v java'], { encoding: 'utf8' }).trim();
  return {
    PATH: `${path.join(ROOT, 'scripts/stack/java-launcher')}${path.delimiter}${process.env.PATH ?? ''}`,
    FIRESTORE_EMULATOR_BINARY_PATH: marker,
    CENTRO_FIRESTORE_MARKER: marker,
    CENTRO_FIRESTORE_JAR: firestoreJar,
    CENTRO_REAL_JAVA: realJava,
  };
}

export async function buildFunctions(): Promise<void> {
  const code = await runCommand('npm', ['run', '--silent', 'build', '--prefix', path.join(ROOT, 'functions')]);
  if (code !== 0) throw new Error('Building the Cloud Functions failed (npm run build --prefix functions).');
}

/**
 * Starts the Auth, Firestore, Realtime Database and Functions emulators (and optionally the
 * app: the Vite dev server, or the production build through the Hosting emulator) for a
 * profile. Every process runs in its own group; stop() ends them all.
 */
export async function startStack(profile: StackProfile, options: StackOptions): Promise<StackHandle> {
  const log = options.log ?? ((line: string) => process.stderr.write(`${line}\n`));
  // Awaited further down; a build that fails while the emulators start must not crash the process first.
  options.appReady?.catch(() => undefined);
  const plan = planEmulators();
  // Checked first: without it the functions would run on another Node than in production.
  const runtimeNode = functionsNode(ROOT);
  const { ports } = profile;
  const workDir = stackWorkDir(profile);
  const logDir = stackLogDir(profile);
  mkdirSync(workDir, { recursive: true });
  await assertPortsFree(options.app === 'none' ? { ...ports, app: 0, demoShop: 0 } : ports);
  log(`• ${plan.reason}`);

  const processes: ManagedProcess[] = [];
  const stop = async () => {
    await Promise.all(processes.splice(0).reverse().map((p) => p.stop()));
  };
  const clientEnv = clientEnvFor(profile);
  // Addresses of another stack in this process's environment (a test run, a shell that took the
  // `export` lines of npm start) must not reach this stack's emulators and functions.
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => !(name in clientEnv)));
  const baseEnv: NodeJS.ProcessEnv = {
    ...inherited,
    METADATA_SERVER_DETECTION: 'none',
    FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true',
    // The functions emulator gives a new worker 30 s to load the functions; a worker that starts
    // while many others do may need longer, and the request that started it then never got an answer.
    FUNCTIONS_DISCOVERY_TIMEOUT: process.env.FUNCTIONS_DISCOVERY_TIMEOUT ?? '120',
    // Each invocation the functions emulator runs at once is a Node process of its own (production
    // runs many per instance). Its default of 50 at once turns a burst of trigger events (an import
    // of codes written straight to Firestore) into 50 processes starting together, which starves
    // the Firestore emulator until its writes time out. A few at once drain the same burst sooner.
    FUNCTIONS_EMULATOR_PARALLEL: process.env.FUNCTIONS_EMULATOR_PARALLEL ?? '4',
  };

  try {
    const firebaseConfig = writeFirebaseConfig(profile, workDir);
    // The Firebase CLI runs Auth, Functions and Firestore (and Hosting for the production build)
    // in one hub, so Firestore triggers reach the functions as in production.
    const emulators = ['auth', 'functions', 'firestore'];
    // The Hosting emulator reads the build from disk on each request: it can start before the build ends.
    if (options.app === 'preview') {
      emulators.push('hosting');
      mkdirSync(appBuildDir(profile), { recursive: true });
    }
    let cliEnv = baseEnv;
    const started: Promise<ManagedProcess>[] = [];
    if (plan.kind === 'fallback') {
      cliEnv = { ...baseEnv, ...preinstalledFirestoreEnv(plan.firestoreJar, workDir) };
      started.push(
        startProcess(
          'database',
          process.execPath,
          [
            '--import',
            'tsx',
            path.join(ROOT, 'scripts/stack/rtdb-standin.ts'),
            '--port',
            String(ports.database),
            '--rules',
            path.join(ROOT, 'database.rules.json'),
          ],
          { readyPattern: /RTDB stand-in ready on/, timeoutMs: 30_000, logDir, env: baseEnv, cwd: ROOT },
        ),
      );
    } else {
      emulators.push('database');
    }
    const functionsBuilt = buildFunctions();
    const results = await Promise.allSettled([...started, functionsBuilt]);
    for (const result of results) if (result.status === 'fulfilled' && result.value) processes.push(result.value);
    const failure = results.find((result) => result.status === 'rejected');
    if (failure) throw (failure as PromiseRejectedResult).reason;

    // The CLI runs the functions on the Node that runs it, and finds `node` on PATH for the
    // functions' discovery: both are the functions' runtime Node.
    cliEnv = { ...cliEnv, PATH: `${path.dirname(runtimeNode.bin)}${path.delimiter}${cliEnv.PATH ?? ''}` };
    log(`• functions on Node ${runtimeNode.version} (functions/node_modules/node)`);
    processes.push(
      await startProcess(
        'firebase-emulators',
        runtimeNode.bin,
        [
          FIREBASE_BIN,
          'emulators:start',
          '--only',
          emulators.join(','),
          '--project',
          PROJECT_ID_LOCAL,
          '--config',
          firebaseConfig,
          ...(options.importFrom ? ['--import', options.importFrom] : []),
        ],
        // The emulators' own debug logs (firestore-debug.log, ...) go to the working folder. The CLI
        // loads every function before it says ready: on a busy two-core machine that took 286 s.
        { readyPattern: /All emulators ready/, timeoutMs: 420_000, logDir, cwd: workDir, env: cliEnv },
      ),
    );
    if (options.warmFunctions ?? true) await warmStackFunctions(clientEnv, log);

    await options.appReady;
    if (options.app !== 'none') {
      processes.push(
        await startProcess(
          'demo-shop',
          process.execPath,
          [
            '--import',
            'tsx',
            path.join(ROOT, 'demo-shop/server.ts'),
            '--port',
            String(ports.demoShop),
            '--api',
            shopApiBaseUrl(profile),
            '--key',
            DEMO_SHOP_KEY,
          ],
          { readyPattern: /Demo shop ready on/, timeoutMs: 60_000, logDir, cwd: ROOT, env: baseEnv },
        ),
      );
    }
    if (options.app === 'dev') {
      processes.push(
        await startProcess('app', process.execPath, [VITE_BIN, '--host', '127.0.0.1', '--port', String(ports.app), '--strictPort'], {
          readyPattern: /Local:|ready in/,
          timeoutMs: 60_000,
          logDir,
          cwd: ROOT,
          env: { ...baseEnv, ...viteEnvFor(profile) },
        }),
      );
    }
  } catch (error) {
    await stop();
    throw error;
  }

  return { profile, plan, clientEnv, appUrl: `http://127.0.0.1:${ports.app}`, stop };
}

/**
 * Exports the Auth and Firestore data of a running stack into `dir` (the Firebase CLI's export
 * format, which `importFrom` starts a stack with), through its emulator hub: what a backup is to
 * production. The Realtime Database holds presence only, which nobody restores.
 */
export async function exportStackData(env: Record<string, string>, dir: string): Promise<void> {
  const response = await fetch(`http://${env.STACK_EMULATOR_HUB}/_admin/export`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ path: path.resolve(dir), initiatedBy: 'restore-drill', targets: ['auth', 'firestore'] }),
  });
  if (!response.ok) throw new Error(`The emulator hub refused the export: HTTP ${response.status} ${await response.text()}`);
}

export function appBuildDir(profile: StackProfile): string {
  return path.join(ROOT, '.tmp', `app-${profile.name}-${profile.ports.app}`);
}

/** A production build of the app wired to this profile's emulators (what `npm test` serves). */
export async function buildAppFor(profile: StackProfile): Promise<void> {
  const code = await runCommand(
    process.execPath,
    [VITE_BIN, 'build', '--logLevel', 'warn', '--outDir', appBuildDir(profile), '--emptyOutDir'],
    { ...process.env, ...viteEnvFor(profile) },
  );
  if (code !== 0) throw new Error('Building the app failed (vite build).');
}

// `npm run deploy -- --project ID [--only targets] [--dry-run]`: checks every value a real
// deployment needs, sets up backups and alerts with gcloud (each checked first, created only when
// missing: operations.ts), builds the app, keeps the release's source maps in the project's
// releases bucket, writes the deploy-time config (the rules with the store of VITE_STORE_ID)
// under .tmp/deploy/, and runs `firebase deploy` with it. `--dry-run` stops before any of that
// (offline): it prints the plan, every gcloud command, and every missing value by name, and exits
// 1 when anything is missing.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { Command, Option } from 'commander';
import { loadEnv } from 'vite';
import { runCommand } from '../stack/processes.ts';
import { checkDeployConfig, DEPLOY_TARGETS, firebaseOnly, type DeployCheck, type DeployTarget, type FirebaseJson } from './config.ts';
import { appRelease, builtRelease, sourceMapsDir } from '../release.ts';
import { CHANNEL_PLACEHOLDER, channelName, operationSteps, releaseSourceMapsUri, shellCommand, type OperationsSettings } from './operations.ts';
import { rulesForStore } from './rules.ts';
import { runtimeStatus } from './runtime.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const OUT_DIR = path.join(ROOT, '.tmp', 'deploy');
const FIREBASE_BIN = path.join(ROOT, 'node_modules/firebase-tools/lib/bin/firebase.js');
const OPERATIONS_DIR = path.join(OUT_DIR, 'operations');

const readJson = <T>(file: string): T => JSON.parse(readFileSync(path.join(ROOT, file), 'utf8')) as T;

function readEnvFiles(kind: 'functions' | 'extension', names: string[]): Record<string, Record<string, string>> {
  const dir = path.join(ROOT, kind === 'functions' ? 'functions' : 'extensions');
  const files: Record<string, Record<string, string>> = {};
  for (const name of names) {
    const file = path.join(dir, name);
    if (existsSync(file)) files[name] = parseEnv(readFileSync(file, 'utf8')) as Record<string, string>;
  }
  return files;
}

function check(projectOption: string | undefined, targets: DeployTarget[], shopCodeUrlTemplate: string | undefined): { result: DeployCheck; firebaseJson: FirebaseJson } {
  const firebaseJson = readJson<FirebaseJson>('firebase.json');
  const result = checkDeployConfig({
    projectOption,
    firebaserc: existsSync(path.join(ROOT, '.firebaserc')) ? readJson('.firebaserc') : null,
    // What `vite build` (mode production) will see: .env, .env.production(.local) and the environment.
    webEnv: loadEnv('production', ROOT, 'VITE_'),
    readEnvFiles,
    firebaseJson,
    functionsEngine: readJson<{ engines?: { node?: string } }>('functions/package.json').engines?.node,
    runtimeStatus,
    targets,
    shopCodeUrlTemplate,
    opsEnv: loadEnv('production', ROOT, 'OPS_'),
  });
  return { result, firebaseJson };
}

/**
 * The config `firebase deploy` runs with, in .tmp/deploy/: firebase.json with absolute paths
 * (the CLI takes the config's folder as the project folder), the generated rules, and copies of
 * .firebaserc and the extension params it reads next to its config.
 */
function writeDeployConfig(firebaseJson: FirebaseJson, storeId: string): { config: string; rules: string } {
  rmSync(OUT_DIR, { recursive: true, force: true });
  mkdirSync(OUT_DIR, { recursive: true });
  const rulesFile = path.join(OUT_DIR, 'firestore.rules');
  writeFileSync(rulesFile, rulesForStore(readFileSync(path.join(ROOT, 'firestore.rules'), 'utf8'), storeId));
  const absolute = (file: string) => path.join(ROOT, file);
  const config = {
    ...firebaseJson,
    hosting: { ...firebaseJson.hosting, public: absolute(firebaseJson.hosting.public) },
    firestore: { ...(firebaseJson.firestore as object), rules: rulesFile, indexes: absolute((firebaseJson.firestore as { indexes: string }).indexes) },
    database: { ...(firebaseJson.database as object), rules: absolute((firebaseJson.database as { rules: string }).rules) },
    functions: firebaseJson.functions.map((codebase) => ({ ...codebase, source: absolute(codebase.source) })),
  };
  delete (config as { emulators?: unknown }).emulators;
  const configFile = path.join(OUT_DIR, 'firebase.json');
  writeFileSync(configFile, `${JSON.stringify(config, null, 2)}\n`);
  if (existsSync(absolute('.firebaserc'))) cpSync(absolute('.firebaserc'), path.join(OUT_DIR, '.firebaserc'));
  cpSync(absolute('extensions'), path.join(OUT_DIR, 'extensions'), { recursive: true });
  return { config: configFile, rules: rulesFile };
}

function countFiles(dir: string): number | null {
  if (!existsSync(dir)) return null;
  return readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).length;
}

function printPlan(result: DeployCheck, firebaseJson: FirebaseJson, written: { config: string; rules: string } | null, dryRun: boolean): void {
  const relative = (file: string) => path.relative(ROOT, file);
  const dist = path.join(ROOT, firebaseJson.hosting.public);
  const distFiles = countFiles(dist);
  const lines = [
    `${dryRun ? 'Dry run: nothing is built or deployed.' : 'Deploy plan:'}`,
    `  project:   ${result.project ?? '(missing)'}${result.aliases.length ? ` (alias ${result.aliases.join(', ')})` : ''}`,
    `  targets:   ${result.targets.join(',')} (firebase deploy --only ${firebaseOnly(result.targets) || 'nothing'})`,
    `  config:    ${written ? relative(written.config) : '(not written: fix the problems below)'}`,
  ];
  if (result.targets.includes('hosting')) {
    lines.push(
      `  hosting:   ${relative(dist)}/ ${dryRun ? `(built by npm run deploy${distFiles !== null ? `; ${distFiles} files there now` : ''})` : `(${distFiles ?? 0} files)`}, headers and rewrites of firebase.json`,
    );
  }
  if (result.targets.includes('firestore')) {
    lines.push(`  firestore: rules ${written ? relative(written.rules) : '(not generated)'} with configuredStoreId() = '${result.storeId ?? '?'}'`);
    lines.push(`             indexes and TTL policies ${(firebaseJson.firestore as { indexes: string }).indexes}`);
  }
  if (result.targets.includes('database')) lines.push(`  database:  rules ${(firebaseJson.database as { rules: string }).rules}`);
  if (result.targets.includes('functions')) {
    lines.push(`  functions: ${firebaseJson.functions.map((codebase) => codebase.source).join(', ')}/ runtime ${result.runtime ?? '?'}, env functions/.env.${result.project ?? 'PROJECT_ID'}`);
  }
  if (result.targets.includes('extensions')) {
    lines.push(`  extensions: firestore-send-email = ${result.emailExtension ?? '(not declared)'}, params extensions/firestore-send-email.env(.${result.project ?? 'PROJECT_ID'})`);
  }
  if (result.targets.includes('hosting')) {
    lines.push(`  release:   ${appRelease(ROOT)}: source maps made beside the build (${relative(sourceMapsDir(dist))}/), never published; kept with`);
    const project = result.project && !result.project.startsWith('demo-') ? result.project : 'PROJECT_ID';
    lines.push(`             ${shellCommand(sourceMapsUpload(project, relative(sourceMapsDir(dist)), appRelease(ROOT)))}`);
  }
  if (result.targets.includes('operations')) {
    lines.push('', 'Backups and alerts (gcloud): each is checked first, and created only when missing:');
    for (const step of result.operations ? operationSteps(result.operations) : []) {
      lines.push(`  ${step.title}`, `    check:  ${shellCommand(step.check)}`);
      for (const command of step.apply) lines.push(`    create: ${shellCommand(command)}`);
    }
    if (result.operations) {
      lines.push(
        `  Files named by --config-from-file and --policy-from-file are written to ${relative(OPERATIONS_DIR)}/ and the commands run there;`,
        `  ${CHANNEL_PLACEHOLDER} is the name of the alert channel above (projects/…/notificationChannels/…), looked up after it exists.`,
        '  Not in the backups, by design: the security rules and the TTL policies. They are in git, and this deploy writes them (targets firestore, database).',
      );
    }
  }
  if (result.missing.length > 0) {
    lines.push('', 'Missing values:');
    for (const value of result.missing) lines.push(`  ${value.name}  → ${value.where}`);
  }
  if (result.problems.length > 0) {
    lines.push('', 'Problems:');
    for (const problem of result.problems) lines.push(`  ${problem}`);
  }
  if (result.missing.length === 0 && result.problems.length === 0) lines.push('', 'Every required value is set.');
  lines.push('', 'Set by hand in the console (this check cannot see them; confirm each):');
  for (const reminder of result.reminders) lines.push(`  - ${reminder}`);
  console.log(lines.join('\n'));
}

/** gcloud arguments that keep a build's source maps (the folder beside the build) in the project's releases bucket, under its release. */
function sourceMapsUpload(project: string, sourceMaps: string, release: string): string[] {
  return ['storage', 'rsync', sourceMaps, releaseSourceMapsUri(project, release), '--recursive', `--project=${project}`];
}

function gcloud(args: string[], options: { capture?: boolean } = {}): { ok: boolean; output: string } {
  const result = spawnSync('gcloud', args, { cwd: OPERATIONS_DIR, encoding: 'utf8', stdio: options.capture ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
  return { ok: result.status === 0, output: result.stdout ?? '' };
}

function parsedJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** The metric and policy files the gcloud commands read, in .tmp/deploy/operations/ (a dry run writes them too). */
function writeOperationsFiles(settings: OperationsSettings): void {
  mkdirSync(OPERATIONS_DIR, { recursive: true });
  for (const step of operationSteps(settings)) {
    for (const file of step.files ?? []) writeFileSync(path.join(OPERATIONS_DIR, file.name), `${JSON.stringify(file.content, null, 2)}\n`);
  }
}

/** Checks every backup and alert step and creates what is missing; false when a command failed. */
function setUpOperations(settings: OperationsSettings): boolean {
  writeOperationsFiles(settings);
  if (spawnSync('gcloud', ['--version'], { stdio: 'ignore' }).status !== 0) {
    console.error('gcloud is not installed: install the Google Cloud CLI, or run the commands of `npm run deploy -- --dry-run` by hand (docs/deploy.md, "Backups and restore").');
    return false;
  }
  let channel: string | null = null;
  for (const step of operationSteps(settings)) {
    const current = gcloud(step.check, { capture: true });
    if (step.inPlace(current.ok ? parsedJson(current.output) : null)) {
      console.log(`✔ ${step.title}`);
    } else {
      console.log(`✚ ${step.title}: missing, creating it`);
      for (const command of step.apply) {
        if (command.includes(`--notification-channels=${CHANNEL_PLACEHOLDER}`)) {
          channel ??= channelName(parsedJson(gcloud(operationSteps(settings).find((s) => s.title.startsWith('Alert e-mail channel'))!.check, { capture: true }).output));
          if (!channel) {
            console.error(`  the alert channel for ${settings.alertEmail} does not exist: the policy was not created.`);
            return false;
          }
        }
        const args = command.map((arg) => (channel ? arg.replace(`=${CHANNEL_PLACEHOLDER}`, `=${channel}`) : arg));
        console.log(`  ${shellCommand(args)}`);
        if (!gcloud(args).ok) return false;
      }
    }
  }
  return true;
}

async function deploy(options: { project?: string; only?: string; dryRun?: boolean; shopTemplate?: string }): Promise<number> {
  const targets = (options.only ? options.only.split(',').map((target) => target.trim()) : [...DEPLOY_TARGETS]) as DeployTarget[];
  const unknown = targets.filter((target) => !(DEPLOY_TARGETS as readonly string[]).includes(target));
  if (unknown.length > 0) {
    console.error(`Unknown targets: ${unknown.join(', ')} (use ${DEPLOY_TARGETS.join(', ')}).`);
    return 2;
  }
  const { result, firebaseJson } = check(options.project, targets, options.shopTemplate);
  const ready = result.missing.length === 0 && result.problems.length === 0;
  const written = result.storeId && !result.problems.some((problem) => problem.startsWith('VITE_STORE_ID')) ? writeDeployConfig(firebaseJson, result.storeId) : null;
  if (options.dryRun || !ready) {
    if (result.operations) writeOperationsFiles(result.operations);
    printPlan(result, firebaseJson, written, Boolean(options.dryRun));
    return ready ? 0 : 1;
  }
  // Backups first: whatever the deploy below does to the data can then be undone.
  if (result.operations && !setUpOperations(result.operations)) return 1;
  if (targets.includes('hosting')) {
    console.log('Building the app (npm run build, mode production)…');
    if ((await runCommand('npm', ['run', '--silent', 'build'], { ...process.env, VITE_USE_EMULATORS: '' })) !== 0) return 1;
    // A stack trace from a leader's phone is read with these maps: no release goes out without them kept.
    const dist = path.join(ROOT, firebaseJson.hosting.public);
    const release = builtRelease(dist) ?? appRelease(ROOT);
    console.log(`Keeping the source maps of ${release}…`);
    if ((await runCommand('gcloud', sourceMapsUpload(result.project!, sourceMapsDir(dist), release))) !== 0) return 1;
  }
  printPlan(result, firebaseJson, written, false);
  const only = firebaseOnly(targets);
  if (!only) return 0;
  return runCommand(process.execPath, [FIREBASE_BIN, 'deploy', '--config', written!.config, '--project', result.project!, '--only', only]);
}

const program = new Command('npm run deploy --')
  .description('Checks the configuration, builds the app and deploys it with firebase deploy (docs/deploy.md).')
  .option('--project <id>', 'Firebase project id or .firebaserc alias (default: the "default" alias)')
  .addOption(new Option('--only <targets>', `comma-separated subset of ${DEPLOY_TARGETS.join(',')}`))
  .option('--dry-run', 'print the plan and every missing value; build and deploy nothing (works offline)')
  .option('--shop-template <url>', 'check a shop link template (stores/STORE_ID.shopCodeUrlTemplate) the way the app will use it')
  .action(async (options: { project?: string; only?: string; dryRun?: boolean; shopTemplate?: string }) => {
    process.exitCode = await deploy(options);
  });

await program.parseAsync(process.argv);

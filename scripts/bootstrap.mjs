#!/usr/bin/env node
// The front door of a fresh clone: `npm start` and `npm test` run through this file, in plain
// Node with no dependency, so they work before anything is installed:
//   1. the project runs on Node 22 (22.12 or newer; its packages ask for it). On an older Node,
//      the Node of functions' `node` devDependency (the npm package that ships the binary) is
//      installed once into .tools/ and used instead;
//   2. when node_modules (or functions/node_modules) is missing or older than its lock file,
//      `npm ci` runs first, on that Node;
//   3. the command runs on that Node (scripts/start.ts, scripts/test.ts), with it first on PATH
//      for everything the command starts, and Ctrl-C reaches it.
//   node scripts/bootstrap.mjs start|test [arguments]
//   node scripts/bootstrap.mjs --node-bin-dir    prints the folder of that Node (.ci/run puts it on PATH)
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const MINIMUM_NODE = [22, 12];
const COMMANDS = { start: 'scripts/start.ts', test: 'scripts/test.ts' };

const say = (line) => process.stderr.write(`${line}\n`);

function fail(message) {
  say(message);
  process.exit(1);
}

function isSupported(version) {
  const [major, minor] = version.split('.').map(Number);
  return major > MINIMUM_NODE[0] || (major === MINIMUM_NODE[0] && minor >= MINIMUM_NODE[1]);
}

/** Runs a command to its end with the given PATH, its output on stderr (stdout may be read); stops here when it fails. */
function run(command, args, env) {
  const result = spawnSync(command, args, { cwd: ROOT, env, stdio: ['ignore', 2, 2] });
  if (result.error || result.status !== 0) fail(`\`${command} ${args.join(' ')}\` failed${result.error ? `: ${result.error.message}` : ''}.`);
}

/** The folder of the Node the project runs on: this one when it is new enough, else the project's own in .tools/. */
function nodeBinDir() {
  if (isSupported(process.versions.node)) return path.dirname(process.execPath);
  const version = JSON.parse(readFileSync(path.join(ROOT, 'functions/package.json'), 'utf8')).devDependencies?.node;
  if (!version || !isSupported(version)) fail(`functions/package.json has no "node" devDependency of 22.12 or newer (found ${version}).`);
  const prefix = path.join(ROOT, '.tools', `node-${version}`);
  const bin = path.join(prefix, 'node_modules', 'node', 'bin');
  if (!existsSync(path.join(bin, 'node'))) {
    say(`Node ${process.versions.node} is older than ${MINIMUM_NODE.join('.')}: installing Node ${version} (the npm package "node") into .tools/, once…`);
    run('npm', ['install', '--prefix', prefix, '--no-save', '--no-package-lock', '--no-audit', '--no-fund', `node@${version}`], process.env);
  }
  return bin;
}

/** True when a folder's node_modules is missing or older than its lock file (npm writes node_modules/.package-lock.json last). */
function needsInstall(dir) {
  const installed = path.join(dir, 'node_modules', '.package-lock.json');
  return !existsSync(installed) || statSync(installed).mtimeMs < statSync(path.join(dir, 'package-lock.json')).mtimeMs;
}

const [command, ...args] = process.argv.slice(2);
const binDir = nodeBinDir();
if (command === '--node-bin-dir') {
  process.stdout.write(`${binDir}\n`);
  process.exit(0);
}
if (!(command in COMMANDS)) fail(`Usage: node scripts/bootstrap.mjs ${Object.keys(COMMANDS).join('|')} [arguments]`);

const env = { ...process.env, PATH: `${binDir}${path.delimiter}${process.env.PATH ?? ''}` };
if (needsInstall(ROOT)) {
  say('Installing the dependencies (npm ci)…');
  run('npm', ['ci', '--no-audit', '--no-fund'], env);
} else if (needsInstall(path.join(ROOT, 'functions'))) {
  say('Installing the dependencies of functions/ (npm ci --prefix functions)…');
  run('npm', ['ci', '--prefix', 'functions', '--no-audit', '--no-fund'], env);
}

const child = spawn(path.join(binDir, 'node'), ['--import', 'tsx', COMMANDS[command], ...args], { cwd: ROOT, env, stdio: 'inherit' });
// Ctrl-C in a terminal reaches the command directly; a signal sent to npm or to this process alone
// is passed on. The command stops what it started and ends; this process ends with it.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? 128 + (os.constants.signals[signal] ?? 1)));

import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';

export interface ManagedProcess {
  name: string;
  child: ChildProcess;
  logFile: string;
  stop(): Promise<void>;
}

interface SpawnOptions {
  env?: NodeJS.ProcessEnv;
  /** Resolve once a line of output matches. */
  readyPattern: RegExp;
  timeoutMs: number;
  logDir: string;
  cwd?: string;
}

/**
 * Starts a child in its own process group (so stop() also ends its children, such as the
 * functions runtime of the Firebase CLI), logs its output to a file, and resolves when it is ready.
 */
export async function startProcess(
  name: string,
  command: string,
  args: string[],
  options: SpawnOptions,
): Promise<ManagedProcess> {
  mkdirSync(options.logDir, { recursive: true });
  const logFile = path.join(options.logDir, `${name}.log`);
  const log = createWriteStream(logFile);
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env ?? process.env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let exited = false;
  const exitPromise = new Promise<void>((resolve) => child.once('exit', () => ((exited = true), resolve())));

  const stop = async () => {
    if (exited || child.pid === undefined) return;
    signalGroup(child.pid, 'SIGTERM');
    const killed = await Promise.race([exitPromise.then(() => true), delay(8000).then(() => false)]);
    if (!killed) signalGroup(child.pid, 'SIGKILL');
    await Promise.race([exitPromise, delay(2000)]);
    // Grandchildren that left the group's leader behind still belong to the group.
    signalGroup(child.pid, 'SIGKILL');
  };
  const managed: ManagedProcess = { name, child, logFile, stop };

  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new Error(`${name} was not ready after ${options.timeoutMs / 1000} s. Log: ${logFile}\n${tail(output)}`));
    }, options.timeoutMs);
    const onData = (chunk: Buffer) => {
      const text = chunk.toString();
      log.write(text);
      // Tools colour their output when CI is set (picocolors), so match on the plain text.
      output = stripVTControlCharacters(output + text).slice(-20_000);
      if (options.readyPattern.test(output)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(new Error(`${name} could not start: ${error.message}`));
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited early (code ${code}). Log: ${logFile}\n${tail(output)}`));
    });
  }).catch(async (error: unknown) => {
    await stop();
    throw error;
  });
  return managed;
}

/** Runs a command to completion, inheriting stdio; resolves with its exit code. */
/** Commands runCommand started that have not ended yet. */
const runningCommands = new Set<ReturnType<typeof spawn>>();

export function runCommand(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', env });
    runningCommands.add(child);
    child.once('exit', (code, signal) => {
      runningCommands.delete(child);
      resolve(code ?? (signal ? 1 : 0));
    });
    child.once('error', () => {
      runningCommands.delete(child);
      resolve(127);
    });
  });
}

/**
 * Ends the commands runCommand started (a test runner, its browsers) when this process is told to
 * stop: a signal sent to this process alone (not its group) would otherwise leave them running.
 */
export function stopRunningCommands(): void {
  for (const child of runningCommands) child.kill('SIGTERM');
}

export async function assertPortsFree(ports: Record<string, number>): Promise<void> {
  const busy: string[] = [];
  await Promise.all(
    Object.entries(ports).map(async ([name, port]) => {
      if (!(await isPortFree(port))) busy.push(`${name} ${port}`);
    }),
  );
  if (busy.length > 0) {
    throw new Error(`Ports already in use: ${busy.join(', ')}. Is another local stack running? Stop it first.`);
  }
}

function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

function signalGroup(pid: number, signal: NodeJS.Signals) {
  try {
    process.kill(-pid, signal);
  } catch {
    // Already gone.
  }
}

function tail(text: string, lines = 25): string {
  return text.trim().split('\n').slice(-lines).join('\n');
}

export const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

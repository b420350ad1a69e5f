import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';

const LAUNCHER = fileURLToPath(new URL('./java-launcher/java', import.meta.url));
const started: number[] = [];

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

afterEach(() => {
  for (const pid of started.splice(0)) if (isRunning(pid)) process.kill(pid, 'SIGKILL');
});

/**
 * Plays the Firebase CLI: starts the launcher detached, in a process group of its own (as the CLI
 * starts the Firestore emulator), with a stand-in "Java" that runs until killed, then prints the
 * stand-in's pid and waits.
 */
function startCliWithEmulator(): Promise<{ cli: ChildProcess; emulatorPid: number }> {
  const cliScript = `
    const { spawn } = require('node:child_process');
    const launcher = spawn(${JSON.stringify(LAUNCHER)}, ['-e', 'console.log(process.pid); setInterval(() => {}, 1000)'], {
      detached: true,
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, CENTRO_REAL_JAVA: process.execPath },
    });
    launcher.stdout.on('data', (chunk) => process.stdout.write(chunk));
    setInterval(() => {}, 1000);
  `;
  const cli = spawn(process.execPath, ['-e', cliScript], { stdio: ['ignore', 'pipe', 'inherit'] });
  started.push(cli.pid!);
  return new Promise((resolve, reject) => {
    cli.stdout!.once('data', (chunk: Buffer) => {
      const emulatorPid = Number(chunk.toString().trim());
      started.push(emulatorPid);
      resolve({ cli, emulatorPid });
    });
    cli.once('exit', () => reject(new Error('the stand-in CLI exited before its emulator started')));
  });
}

describe('the Firestore emulator launcher', () => {
  it('ends the emulator when the CLI that started it is killed, though the emulator is in another process group', async () => {
    const { cli, emulatorPid } = await startCliWithEmulator();
    expect(isRunning(emulatorPid)).toBe(true);

    cli.kill('SIGKILL');

    await vi.waitFor(() => expect(isRunning(emulatorPid), 'the emulator outlived the CLI').toBe(false), { timeout: 6000, interval: 100 });
  }, 15_000);
});

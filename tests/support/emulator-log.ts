// The functions' own log lines, as the Firebase CLI writes them to the stack's emulator log
// (STACK_LOG_DIR/firebase-emulators.log): each structured entry a function writes is one line
// ending in its JSON.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';

export function emulatorLogDir(env: NodeJS.ProcessEnv = process.env): string {
  const dir = env.STACK_LOG_DIR;
  if (!dir) throw new Error('STACK_LOG_DIR is not set: this test reads the log of the stack that `npm test` starts.');
  return dir;
}

export function emulatorLog(logDir = emulatorLogDir()): string {
  return stripVTControlCharacters(readFileSync(path.join(logDir, 'firebase-emulators.log'), 'utf8'));
}

/** The structured entries (the JSON at the end of a line) of the lines that contain `marker`. */
export function logEntriesWith<T = Record<string, unknown>>(marker: string, logDir = emulatorLogDir()): T[] {
  return emulatorLog(logDir)
    .split('\n')
    .filter((line) => line.includes(marker) && line.includes('{'))
    .flatMap((line) => {
      try {
        return [JSON.parse(line.slice(line.indexOf('{'))) as T];
      } catch {
        return [];
      }
    });
}

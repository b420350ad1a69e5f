import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Where Debian's google-cloud-cli-firestore-emulator package puts the real emulator. */
const PREINSTALLED_FIRESTORE_JARS = [
  '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar',
  '/usr/share/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar',
];

export type EmulatorPlan =
  | { kind: 'cli'; reason: string }
  | { kind: 'fallback'; firestoreJar: string; reason: string };

export function javaMajorVersion(): number | null {
  // `java -version` prints to stderr.
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (result.error) return null;
  return parseJavaMajor(`${result.stderr}${result.stdout}`);
}

function parseJavaMajor(output: string): number | null {
  const match = output.match(/version "(\d+)(?:\.(\d+))?/);
  if (!match) return null;
  const major = Number(match[1]);
  return major === 1 ? Number(match[2]) : major;
}

export function findPreinstalledFirestoreJar(): string | null {
  if (process.env.FIRESTORE_EMULATOR_JAR && existsSync(process.env.FIRESTORE_EMULATOR_JAR)) {
    return process.env.FIRESTORE_EMULATOR_JAR;
  }
  const known = PREINSTALLED_FIRESTORE_JARS.find((jar) => existsSync(jar));
  if (known) return known;
  try {
    const listed = execFileSync('dpkg', ['-L', 'google-cloud-cli-firestore-emulator'], { encoding: 'utf8' })
      .split('\n')
      .find((line) => line.endsWith('cloud-firestore-emulator.jar'));
    return listed && existsSync(listed) ? listed : null;
  } catch {
    return null;
  }
}

/**
 * The Firebase CLI's own emulators need Java 21+ (and download their jars once). Where they
 * cannot run, the preinstalled Firestore emulator and a Realtime Database stand-in take over.
 * CENTRO_EMULATORS=cli|fallback forces a path.
 */
export function planEmulators(): EmulatorPlan {
  const forced = process.env.CENTRO_EMULATORS;
  const java = javaMajorVersion();
  const jar = findPreinstalledFirestoreJar();
  if (forced === 'cli' || (forced !== 'fallback' && java !== null && java >= 21)) {
    return { kind: 'cli', reason: `Java ${java ?? '?'}: using the Firebase CLI emulators for Firestore and the Realtime Database` };
  }
  if (jar && java !== null && java >= 11) {
    return {
      kind: 'fallback',
      firestoreJar: jar,
      reason: `Java ${java} (< 21): preinstalled Firestore emulator + Realtime Database stand-in`,
    };
  }
  throw new Error(
    [
      'Cannot start the Firestore and Realtime Database emulators.',
      `  Java found: ${java ?? 'none'}. Preinstalled Firestore emulator jar: ${jar ?? 'none'}.`,
      '  Either install Java 21 or newer (the Firebase CLI then runs its own emulators; it downloads them once),',
      '  or install Java 11+ and the Debian package google-cloud-cli-firestore-emulator',
      '  (or set FIRESTORE_EMULATOR_JAR to its cloud-firestore-emulator.jar).',
    ].join('\n'),
  );
}

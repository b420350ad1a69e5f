// Vitest globalSetup of the integration project: fail loudly (never skip) when an emulator
// of the test stack is not reachable. `npm test` starts them and sets these variables.
import net from 'node:net';

const REQUIRED = ['FIREBASE_AUTH_EMULATOR_HOST', 'FIRESTORE_EMULATOR_HOST', 'FIREBASE_DATABASE_EMULATOR_HOST', 'FUNCTIONS_EMULATOR_ORIGIN'];

function reachable(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port, timeout: 2000 });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
    socket.once('error', () => resolve(false));
  });
}

export default async function requireEmulators() {
  const problems: string[] = [];
  for (const name of REQUIRED) {
    const value = process.env[name];
    if (!value) {
      problems.push(`${name} is not set`);
      continue;
    }
    const { hostname, port } = new URL(value.includes('://') ? value : `http://${value}`);
    if (!(await reachable(hostname, Number(port)))) problems.push(`${name}=${value} is not reachable`);
  }
  if (problems.length > 0) {
    throw new Error(
      `Integration tests need the emulators (run them through \`npm test\`):\n  ${problems.join('\n  ')}`,
    );
  }
}

// The functions emulator starts a function's worker process (Node, the functions bundle, then
// the first Firestore connection) on the first request to that function. While the tests ran
// that took 10-20 s, so whichever test first asked a function something (a password
// reset, a registration) timed out waiting, and only when it ran before any other test that
// had warmed the function. The stack is ready only once every function has answered once.
// Resuming the background triggers (after a seed) reloads the functions and ends every idle
// worker, warmed or not: whoever seeds warms the functions after the seed, not before it.
import { PROJECT_ID_LOCAL } from '../../common/constants.ts';

interface Trigger {
  name: string;
  region: string;
  httpsTrigger?: unknown;
  labels?: Record<string, string>;
}

/** Two at a time: starting every worker at once made each take far longer than in pairs. */
const CONCURRENT_WARM_UPS = 2;
/** A worker that fails to load never answers its request; give up on it after this long. */
const WARM_UP_TIMEOUT_MS = 150_000;

async function warmOne(functionsOrigin: string, appOrigin: string, trigger: Trigger): Promise<void> {
  const url = `${functionsOrigin}/${PROJECT_ID_LOCAL}/${trigger.region}/${trigger.name}`;
  const isCallable = trigger.labels?.['deployment-callable'] === 'true';
  // A callable refuses an empty call at once; the HTTP function answers a CORS preflight,
  // which also opens its Firestore connection (it reads the stores' allowed origins).
  const response = await fetch(url, {
    signal: AbortSignal.timeout(WARM_UP_TIMEOUT_MS),
    ...(isCallable
      ? { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"data":null}' }
      : { method: 'OPTIONS', headers: { Origin: appOrigin, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' } }),
  });
  await response.arrayBuffer();
}

/**
 * Sends each HTTPS function one harmless request. Returns the functions that answered and
 * those that did not (they start on their first real request, as without this step).
 */
export async function warmFunctions(functionsOrigin: string, appOrigin: string): Promise<{ warmed: string[]; failed: string[] }> {
  const listing = (await (await fetch(`${functionsOrigin}/backends`)).json()) as { backends: Array<{ functionTriggers: Trigger[] }> };
  const queue = listing.backends.flatMap((backend) => backend.functionTriggers).filter((trigger) => trigger.httpsTrigger);
  const warmed: string[] = [];
  const failed: string[] = [];
  const lane = async () => {
    for (let trigger = queue.shift(); trigger; trigger = queue.shift()) {
      await warmOne(functionsOrigin, appOrigin, trigger).then(
        () => warmed.push(trigger.name),
        () => failed.push(trigger.name),
      );
    }
  };
  await Promise.all(Array.from({ length: CONCURRENT_WARM_UPS }, lane));
  return { warmed, failed };
}

/** Warms the functions of the stack that `env` (a stack's clientEnv) points at, and logs what answered. */
export async function warmStackFunctions(env: Record<string, string>, log: (line: string) => void): Promise<void> {
  const { warmed, failed } = await warmFunctions(env.FUNCTIONS_EMULATOR_ORIGIN, env.APP_URL);
  log(`• functions warmed up: ${warmed.join(', ')}${failed.length > 0 ? `; not answering yet: ${failed.join(', ')}` : ''}`);
}

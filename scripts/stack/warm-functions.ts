// The functions emulator starts a function's worker process (Node, the functions bundle, then
// the first Firestore connection) on the first request to that function. On a busy 2-core
// machine that took 10-20 s, so whichever test first asked a function something (a password
// reset, a registration) timed out waiting, and only when it ran before any other test that
// had warmed the function. The stack is ready only once every function has answered once.
import { PROJECT_ID_LOCAL } from '../../common/constants.ts';

interface Trigger {
  name: string;
  region: string;
  httpsTrigger?: unknown;
  labels?: Record<string, string>;
}

/** Sends each HTTPS function one harmless request and waits for every answer. */
export async function warmFunctions(functionsOrigin: string, appOrigin: string): Promise<string[]> {
  const listing = (await (await fetch(`${functionsOrigin}/backends`)).json()) as { backends: Array<{ functionTriggers: Trigger[] }> };
  const triggers = listing.backends.flatMap((backend) => backend.functionTriggers).filter((trigger) => trigger.httpsTrigger);
  await Promise.all(
    triggers.map(async (trigger) => {
      const url = `${functionsOrigin}/${PROJECT_ID_LOCAL}/${trigger.region}/${trigger.name}`;
      const isCallable = trigger.labels?.['deployment-callable'] === 'true';
      // A callable refuses an empty call at once; the HTTP function answers a CORS preflight,
      // which also opens its Firestore connection (it reads the stores' allowed origins).
      const response = await fetch(
        url,
        isCallable
          ? { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"data":null}' }
          : { method: 'OPTIONS', headers: { Origin: appOrigin, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' } },
      );
      await response.arrayBuffer();
    }),
  );
  return triggers.map((trigger) => trigger.name);
}

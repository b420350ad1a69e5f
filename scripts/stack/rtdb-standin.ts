// Realtime Database stand-in: TEST AND DEMO INFRASTRUCTURE ONLY.
//
// The real Realtime Database emulator needs Java 21 (and downloads its jar once). Where Java 21
// is missing, the stack runs this stand-in instead (scripts/stack/detect.ts). This stand-in (firebase-server 1.1.0, subclassed in ./rtdb-standin/) speaks
// the same wire protocol so the local stack and the tests can run. The app itself only uses
// ordinary Firebase SDK calls (connectDatabaseEmulator, set, update, onValue, onDisconnect, get)
// and knows nothing about it; wherever the real emulator can run, use the real emulator.
//
// What it does beyond firebase-server: onDisconnect (rules checked at registration, run when
// the socket closes), get(), auth per connection (Auth-emulator and rules-unit-testing tokens
// decoded without a signature check; "owner" = admin, bypasses the rules), the REST rules
// endpoint PUT /.settings/rules.json (+ GET/PUT/PATCH/DELETE /path.json), unlisten,
// server-value increment, and a store that does not slow down as writes accumulate.
// Not supported: priorities, long-polling, server-side query filtering (listens and gets
// answer with the whole location). Every `?ns=` namespace maps to ONE shared store and one
// rule set (the real emulator keeps one per namespace).
//
// CLI: npx tsx scripts/stack/rtdb-standin.ts --port 9000 --rules database.rules.json [--host 127.0.0.1]
// prints `RTDB stand-in ready on HOST:PORT` once listening; exits cleanly on SIGTERM/SIGINT.
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { realpathSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { createHttpApi } from './rtdb-standin/http-api.ts';
import { RtdbStandinServer } from './rtdb-standin/standin-server.ts';

export interface RtdbStandinOptions {
  port: number;
  rulesPath: string;
  /** Interface to listen on and the name clients reconnect to; default 127.0.0.1. */
  host?: string;
}

export interface RunningRtdbStandin {
  /** e.g. http://127.0.0.1:9000 */
  url: string;
  stop(): Promise<void>;
}

function listen(httpServer: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    httpServer.once('error', reject);
    httpServer.listen(port, host, () => {
      httpServer.off('error', reject);
      resolve();
    });
  });
}

export async function startRtdbStandin(options: RtdbStandinOptions): Promise<RunningRtdbStandin> {
  const host = options.host ?? '127.0.0.1';
  const rules: unknown = JSON.parse(await readFile(options.rulesPath, 'utf8'));
  let standin: RtdbStandinServer | undefined;
  const httpServer = createServer(createHttpApi(() => standin));
  await listen(httpServer, options.port, host);
  const address = httpServer.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  try {
    standin = new RtdbStandinServer(httpServer, `${host}:${port}`);
    standin.loadRules(rules);
  } catch (error) {
    httpServer.close();
    throw error;
  }
  const running = standin;
  let stopping: Promise<void> | undefined;
  return {
    url: `http://${host}:${port}`,
    stop() {
      stopping ??= (async () => {
        httpServer.closeAllConnections();
        await running.stop();
        if (httpServer.listening) await new Promise<void>((resolve) => httpServer.close(() => resolve()));
      })();
      return stopping;
    },
  };
}

async function runCli(): Promise<void> {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: '9000' },
      rules: { type: 'string', default: 'database.rules.json' },
      host: { type: 'string', default: '127.0.0.1' },
    },
  });
  const port = Number(values.port);
  if (!Number.isInteger(port) || port <= 0 || port > 65_535) throw new Error(`Invalid --port ${values.port}`);
  const standin = await startRtdbStandin({ port, rulesPath: values.rules, host: values.host });
  console.log(`RTDB stand-in ready on ${new URL(standin.url).host}`);
  const shutdown = () => {
    standin.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
}

function isRunAsScript(): boolean {
  try {
    return Boolean(process.argv[1]) && import.meta.url === pathToFileURL(realpathSync(process.argv[1])).href;
  } catch {
    return false;
  }
}

if (isRunAsScript()) {
  runCli().catch((error: unknown) => {
    console.error(`RTDB stand-in failed to start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}

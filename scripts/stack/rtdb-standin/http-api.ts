// The REST side of the real emulator, as far as tests and tools use it:
//   PUT|GET /.settings/rules.json  (Authorization: Bearer owner)   load / read the rules
//   GET|PUT|PATCH|DELETE /<path>.json                              data, rules enforced
// Credentials: `Authorization: Bearer <token>` or `?auth=` / `?access_token=`; "owner" is admin.
// The `?ns=` parameter is accepted and ignored: every namespace maps to the one store.
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { ANONYMOUS, requesterFromCredential, type Requester } from './credentials.ts';
import { normalizePath, type RtdbStandinServer } from './standin-server.ts';

const MAX_BODY_BYTES = 10 * 1024 * 1024;

function respond(response: ServerResponse, status: number, payload: unknown): void {
  response.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Access-Control-Allow-Origin': '*',
  });
  response.end(JSON.stringify(payload));
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > MAX_BODY_BYTES) throw new Error('Request body too large.');
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function credentialOf(request: IncomingMessage, url: URL): string | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice('Bearer '.length).trim();
  return url.searchParams.get('auth') ?? url.searchParams.get('access_token') ?? undefined;
}

function requesterOf(request: IncomingMessage, url: URL): Requester | undefined {
  const credential = credentialOf(request, url);
  return credential === undefined ? ANONYMOUS : requesterFromCredential(credential);
}

async function handleRules(
  server: RtdbStandinServer,
  request: IncomingMessage,
  response: ServerResponse,
  requester: Requester,
): Promise<void> {
  if (requester.kind !== 'admin') return respond(response, 401, { error: 'Rules require the owner token.' });
  if (request.method === 'GET') return respond(response, 200, server.rules);
  if (request.method !== 'PUT') return respond(response, 405, { error: 'Use GET or PUT.' });
  try {
    server.loadRules(JSON.parse(await readBody(request)));
    respond(response, 200, { status: 'ok' });
  } catch (error) {
    respond(response, 400, { error: error instanceof Error ? error.message : String(error) });
  }
}

async function handleData(
  server: RtdbStandinServer,
  request: IncomingMessage,
  response: ServerResponse,
  path: string,
  requester: Requester,
): Promise<void> {
  if (request.method === 'GET') {
    if (!server.canRead(path, requester)) return respond(response, 401, { error: 'Permission denied' });
    return respond(response, 200, server.valueAt(path) ?? null);
  }
  if (request.method !== 'PUT' && request.method !== 'PATCH' && request.method !== 'DELETE') {
    return respond(response, 405, { error: 'Use GET, PUT, PATCH or DELETE.' });
  }
  let data: unknown = null;
  if (request.method !== 'DELETE') {
    try {
      data = JSON.parse(await readBody(request));
    } catch {
      return respond(response, 400, { error: 'Invalid JSON body.' });
    }
  }
  const outcome = server.write(request.method === 'PATCH' ? 'update' : 'set', path, data, requester);
  if (!outcome.ok) return respond(response, 401, { error: 'Permission denied' });
  respond(response, 200, request.method === 'DELETE' ? null : data);
}

export function createHttpApi(getServer: () => RtdbStandinServer | undefined): RequestListener {
  return (request, response) => {
    const server = getServer();
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (!server) return respond(response, 503, { error: 'Starting.' });
    if (request.method === 'OPTIONS') {
      response.writeHead(204, {
        'Access-Control-Allow-Origin': '*',
        'Access-Control-Allow-Methods': 'GET, PUT, PATCH, DELETE, OPTIONS',
        'Access-Control-Allow-Headers': 'Authorization, Content-Type',
      });
      return response.end();
    }
    const requester = requesterOf(request, url);
    if (!requester) return respond(response, 401, { error: 'Could not parse auth token.' });
    const handled =
      url.pathname === '/.settings/rules.json'
        ? handleRules(server, request, response, requester)
        : url.pathname.endsWith('.json')
          ? handleData(server, request, response, normalizePath(url.pathname.slice(0, -'.json'.length)), requester)
          : Promise.resolve(respond(response, 404, { error: 'Not found.' }));
    handled.catch((error: unknown) => {
      if (!response.headersSent) respond(response, 500, { error: String(error) });
    });
  };
}

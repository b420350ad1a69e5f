// The Content-Security-Policy of firebase.json, read and adjusted: the production policy is
// the one in firebase.json; local stacks only add their emulators' origins to connect-src.

export const CSP_HEADER = 'Content-Security-Policy';

export interface HostingHeader {
  key: string;
  value: string;
}

export interface HostingHeaderRule {
  source?: string;
  regex?: string;
  headers: HostingHeader[];
}

export interface HostingConfig {
  public: string;
  headers?: HostingHeaderRule[];
  [key: string]: unknown;
}

/** A policy as an ordered map of directive → sources (directive names lower-cased). */
export type CspDirectives = Map<string, string[]>;

export function parseCsp(policy: string): CspDirectives {
  const directives: CspDirectives = new Map();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/).filter(Boolean);
    if (!name) continue;
    const key = name.toLowerCase();
    // A repeated directive is ignored by browsers: the first one counts.
    if (!directives.has(key)) directives.set(key, sources);
  }
  return directives;
}

export function serializeCsp(directives: CspDirectives): string {
  return [...directives].map(([name, sources]) => [name, ...sources].join(' ')).join('; ');
}

/** The enforced policy of the hosting config (the rule whose source is `**`). */
export function productionCsp(hosting: HostingConfig): string {
  const header = hosting.headers
    ?.filter((rule) => rule.source === '**')
    .flatMap((rule) => rule.headers)
    .find((candidate) => candidate.key.toLowerCase() === CSP_HEADER.toLowerCase());
  if (!header) throw new Error(`firebase.json: hosting has no ${CSP_HEADER} header on "**".`);
  return header.value;
}

/** The policy with extra connect-src sources (the local emulators), everything else unchanged. */
export function withConnectSources(policy: string, extra: string[]): string {
  const directives = parseCsp(policy);
  const connect = directives.get('connect-src');
  if (!connect) throw new Error('The policy has no connect-src directive to extend.');
  directives.set('connect-src', [...connect, ...extra.filter((source) => !connect.includes(source))]);
  return serializeCsp(directives);
}

/** The emulator origins a browser talks to on a local stack (Auth, Firestore, Functions over HTTP; the database over a websocket). */
export function emulatorConnectSources(ports: { auth: number; firestore: number; functions: number; database: number }, host = '127.0.0.1'): string[] {
  return [`http://${host}:${ports.auth}`, `http://${host}:${ports.firestore}`, `http://${host}:${ports.functions}`, `ws://${host}:${ports.database}`];
}

/** The hosting block a local stack serves: its build folder, and the production policy plus the emulators. */
export function localHostingConfig(hosting: HostingConfig, options: { publicDir: string; connectSources: string[] }): HostingConfig {
  const policy = withConnectSources(productionCsp(hosting), options.connectSources);
  return {
    ...hosting,
    public: options.publicDir,
    headers: hosting.headers?.map((rule) => ({
      ...rule,
      headers: rule.headers.map((header) =>
        rule.source === '**' && header.key.toLowerCase() === CSP_HEADER.toLowerCase() ? { ...header, value: policy } : header,
      ),
    })),
  };
}

/**
 * Whether a directive of the policy lets the page reach `url` (CSP host-source matching:
 * scheme, `*.` subdomain wildcard, optional port and path prefix; 'self' = `selfOrigin`).
 * Falls back to default-src as browsers do for fetch directives.
 */
export function cspAllows(policy: string, directive: string, url: string, selfOrigin?: string): boolean {
  const directives = parseCsp(policy);
  const sources = directives.get(directive) ?? directives.get('default-src') ?? [];
  const target = new URL(url);
  return sources.some((source) => sourceMatches(source, target, selfOrigin));
}

function sourceMatches(source: string, target: URL, selfOrigin: string | undefined): boolean {
  if (source === "'self'") return selfOrigin !== undefined && new URL(selfOrigin).origin === target.origin;
  if (source.startsWith("'")) return false;
  if (/^[a-z][a-z0-9+.-]*:$/i.test(source)) return target.protocol === source.toLowerCase();
  const match = /^(?:([a-z][a-z0-9+.-]*):\/\/)?(\*\.)?([^/:]+)(?::(\d+|\*))?(\/.*)?$/i.exec(source);
  if (!match) return false;
  const [, scheme, wildcard, host, port, path] = match;
  if (scheme && `${scheme.toLowerCase()}:` !== target.protocol) return false;
  const hostname = target.hostname.toLowerCase();
  const expected = host.toLowerCase();
  if (wildcard ? !hostname.endsWith(`.${expected}`) : hostname !== expected) return false;
  if (port && port !== '*' && port !== (target.port || defaultPort(target.protocol))) return false;
  if (!port && target.port && target.port !== defaultPort(target.protocol)) return false;
  if (path) return path.endsWith('/') ? target.pathname.startsWith(path) : target.pathname === path;
  return true;
}

function defaultPort(protocol: string): string {
  return protocol === 'http:' || protocol === 'ws:' ? '80' : protocol === 'https:' || protocol === 'wss:' ? '443' : '';
}

// Calls the Cloud Functions callables with the Firebase web SDK in Node (httpsCallable), signed
// in as a user of the Auth emulator or of a real project. Shared by the admin CLI and the
// functions integration tests.
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithCustomToken as sdkSignInWithCustomToken, signInWithEmailAndPassword, type Auth } from 'firebase/auth';
import { connectFunctionsEmulator, FunctionsError, getFunctions, httpsCallable, httpsCallableFromURL, type Functions } from 'firebase/functions';

/** HTTP status of each callable error status (the callable protocol's own table). */
const HTTP_STATUS: Record<string, number> = {
  OK: 200,
  CANCELLED: 499,
  UNKNOWN: 500,
  INVALID_ARGUMENT: 400,
  DEADLINE_EXCEEDED: 504,
  NOT_FOUND: 404,
  ALREADY_EXISTS: 409,
  PERMISSION_DENIED: 403,
  UNAUTHENTICATED: 401,
  RESOURCE_EXHAUSTED: 429,
  FAILED_PRECONDITION: 400,
  ABORTED: 409,
  OUT_OF_RANGE: 400,
  UNIMPLEMENTED: 501,
  INTERNAL: 500,
  UNAVAILABLE: 503,
  DATA_LOSS: 500,
};

export class CallableError extends Error {
  constructor(
    /** Callable status, e.g. 'INVALID_ARGUMENT', 'PERMISSION_DENIED', 'UNAUTHENTICATED'. */
    readonly status: string,
    message: string,
    readonly details: unknown,
    readonly httpStatus: number,
    /** True when no answer came back at all (network down, functions not running). */
    readonly unreachable = false,
  ) {
    super(message);
    this.name = 'CallableError';
  }

  /** The field named by an invalid-argument error, if any. */
  get field(): string | undefined {
    const details = this.details as { field?: unknown } | undefined;
    return typeof details?.field === 'string' ? details.field : undefined;
  }

  static from(error: FunctionsError): CallableError {
    // 'functions/invalid-argument' → 'INVALID_ARGUMENT'
    const status = error.code.replace(/^functions\//, '').replace(/-/g, '_').toUpperCase();
    // The SDK reports a request that got no answer as 'internal' with the bare code as message.
    const unreachable = status === 'INTERNAL' && error.message === 'internal';
    // The SDK appends the HTTP status to the server's message ("… [409]"); it is kept in httpStatus.
    const message = error.message.replace(/ \[\d{3}\]$/, '');
    return new CallableError(status, message, error.details, HTTP_STATUS[status] ?? 500, unreachable);
  }
}

/**
 * Drops undefined object fields, as JSON does: the SDK would send them as null, which a schema
 * reads as a value ("percent: null") instead of a field left out.
 */
function withoutUndefined(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutUndefined);
  if (value === null || typeof value !== 'object' || Object.getPrototypeOf(value) !== Object.prototype) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, field]) => field !== undefined)
      .map(([key, field]) => [key, withoutUndefined(field)]),
  );
}

/** Base URL of the callables: the emulator's `${origin}/${project}/us-central1`, or production. */
export function functionsBaseUrl(options: { project: string; emulatorOrigin?: string; region?: string }): string {
  const region = options.region ?? 'us-central1';
  return options.emulatorOrigin
    ? `${options.emulatorOrigin.replace(/\/+$/, '')}/${options.project}/${region}`
    : `https://${region}-${options.project}.cloudfunctions.net`;
}

export interface CallableClientOptions {
  project: string;
  /** The web API key of the project (any value on the emulators). */
  apiKey: string;
  /** host:port of the Auth emulator; absent in production. */
  authEmulatorHost?: string;
  /** http://host:port of the Functions emulator; absent in production. */
  functionsEmulatorOrigin?: string;
  region?: string;
  /** The web app id (needed only with App Check). */
  appId?: string;
}

/**
 * A web SDK app of its own (one signed-in user), with Auth and Functions wired to the emulators
 * when their addresses are given. App Check, when the project enforces it, is added by the caller
 * with initializeAppCheck on `app` before the first call.
 */
export class CallableClient {
  readonly app: FirebaseApp;
  readonly auth: Auth;
  readonly functions: Functions;

  constructor(options: CallableClientOptions) {
    this.app = initializeApp(
      { apiKey: options.apiKey, projectId: options.project, authDomain: `${options.project}.firebaseapp.com`, ...(options.appId ? { appId: options.appId } : {}) },
      `callable-${Date.now()}-${Math.random().toString(36).slice(2)}`,
    );
    this.auth = getAuth(this.app);
    if (options.authEmulatorHost) connectAuthEmulator(this.auth, `http://${options.authEmulatorHost}`, { disableWarnings: true });
    this.functions = getFunctions(this.app, options.region ?? 'us-central1');
    if (options.functionsEmulatorOrigin) {
      const origin = new URL(options.functionsEmulatorOrigin);
      connectFunctionsEmulator(this.functions, origin.hostname, Number(origin.port));
    }
  }

  async signInWithPassword(email: string, password: string): Promise<string> {
    try {
      return await (await signInWithEmailAndPassword(this.auth, email, password)).user.getIdToken();
    } catch (error) {
      throw new Error(`No se pudo iniciar sesión como ${email} (${(error as { code?: string }).code ?? String(error)}).`, { cause: error });
    }
  }

  /** Signs in with a custom token minted by firebase-admin (production: no password needed). */
  async signInWithCustomToken(token: string): Promise<string> {
    try {
      return await (await sdkSignInWithCustomToken(this.auth, token)).user.getIdToken();
    } catch (error) {
      throw new Error(`No se pudo iniciar sesión con el token personalizado (${(error as { code?: string }).code ?? String(error)}).`, { cause: error });
    }
  }

  /** Calls a callable by name (or by its full URL); errors become CallableError. */
  async call<T>(name: string, data: unknown, options: { url?: string; timeoutMs?: number } = {}): Promise<T> {
    // Generating 1,000 codes may take the function's whole 120 s.
    const callOptions = { timeout: options.timeoutMs ?? 130_000 };
    const callable = options.url
      ? httpsCallableFromURL<unknown, T>(this.functions, options.url, callOptions)
      : httpsCallable<unknown, T>(this.functions, name, callOptions);
    try {
      return (await callable(withoutUndefined(data))).data;
    } catch (error) {
      if (error instanceof FunctionsError) throw CallableError.from(error);
      throw error;
    }
  }

  close(): Promise<void> {
    return deleteApp(this.app);
  }
}

// The functions integration tests pass plain ID tokens around ({ baseUrl, idToken }); each one
// belongs to a client signed in here, which makes the call with the SDK.
const clientsByToken = new Map<string, CallableClient>();
const anonymousClients = new Map<string, CallableClient>();

export interface CallableTarget {
  /** Base URL of the functions, e.g. http://127.0.0.1:5001/demo-centro-lideres/us-central1. */
  baseUrl: string;
  /** An ID token from signInWithPassword or signInWithCustomToken of this module; none = signed out. */
  idToken?: string;
}

function projectOf(baseUrl: string): string {
  const url = new URL(baseUrl);
  const emulatorPath = url.pathname.split('/').filter(Boolean);
  if (emulatorPath.length >= 1) return emulatorPath[0];
  // https://REGION-PROJECT.cloudfunctions.net, REGION like us-central1 or northamerica-northeast1.
  return /^[a-z]+-[a-z]+\d+-(.+)\.cloudfunctions\.net$/.exec(url.hostname)?.[1] ?? 'unknown-project';
}

export async function callCallable<T>(target: CallableTarget, name: string, data: unknown): Promise<T> {
  let client: CallableClient | undefined;
  if (target.idToken) {
    client = clientsByToken.get(target.idToken);
    if (!client) throw new Error('callCallable: the ID token was not obtained with signInWithPassword or signInWithCustomToken of scripts/admin/callable.ts.');
  } else {
    client = anonymousClients.get(target.baseUrl);
    if (!client) {
      client = new CallableClient({ project: projectOf(target.baseUrl), apiKey: 'signed-out' });
      anonymousClients.set(target.baseUrl, client);
    }
  }
  return client.call<T>(name, data, { url: `${target.baseUrl.replace(/\/+$/, '')}/${name}` });
}

/** Signs in with e-mail and password (web SDK; the Auth emulator when its host is given) and returns the ID token. */
export async function signInWithPassword(options: { authEmulatorHost?: string; apiKey: string; email: string; password: string; project?: string }): Promise<string> {
  const client = new CallableClient({ project: options.project ?? process.env.GCLOUD_PROJECT ?? 'demo-centro-lideres', apiKey: options.apiKey, authEmulatorHost: options.authEmulatorHost });
  const idToken = await client.signInWithPassword(options.email, options.password);
  clientsByToken.set(idToken, client);
  return idToken;
}

/** Exchanges a custom token (minted with firebase-admin) for an ID token (web SDK). */
export async function signInWithCustomToken(options: { authEmulatorHost?: string; apiKey: string; token: string; project?: string }): Promise<string> {
  const client = new CallableClient({ project: options.project ?? process.env.GCLOUD_PROJECT ?? 'demo-centro-lideres', apiKey: options.apiKey, authEmulatorHost: options.authEmulatorHost });
  const idToken = await client.signInWithCustomToken(options.token);
  clientsByToken.set(idToken, client);
  return idToken;
}

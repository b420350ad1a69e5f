// Calls a Cloud Functions callable over HTTP (the callable protocol: POST {data} with a
// Bearer ID token; the answer is {result} or {error: {status, message, details}}).
// Shared by the admin CLI and the integration tests.

export class CallableError extends Error {
  constructor(
    /** Callable status, e.g. 'INVALID_ARGUMENT', 'PERMISSION_DENIED', 'UNAUTHENTICATED'. */
    readonly status: string,
    message: string,
    readonly details: unknown,
    readonly httpStatus: number,
  ) {
    super(message);
    this.name = 'CallableError';
  }

  /** The field named by an invalid-argument error, if any. */
  get field(): string | undefined {
    const details = this.details as { field?: unknown } | undefined;
    return typeof details?.field === 'string' ? details.field : undefined;
  }
}

export interface CallableTarget {
  /** Base URL of the functions, e.g. http://127.0.0.1:5001/demo-centro-lideres/us-central1. */
  baseUrl: string;
  idToken?: string;
}

export async function callCallable<T>(target: CallableTarget, name: string, data: unknown): Promise<T> {
  const response = await fetch(`${target.baseUrl}/${name}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(target.idToken ? { Authorization: `Bearer ${target.idToken}` } : {}) },
    body: JSON.stringify({ data }),
  });
  const body = (await response.json().catch(() => ({}))) as { result?: T; error?: { status?: string; message?: string; details?: unknown } };
  if (!response.ok || body.error) {
    const error = body.error ?? {};
    throw new CallableError(error.status ?? `HTTP_${response.status}`, error.message ?? response.statusText, error.details, response.status);
  }
  return body.result as T;
}

/** Base URL of the callables: the emulator's `${origin}/${project}/us-central1`, or production. */
export function functionsBaseUrl(options: { project: string; emulatorOrigin?: string; region?: string }): string {
  const region = options.region ?? 'us-central1';
  return options.emulatorOrigin
    ? `${options.emulatorOrigin.replace(/\/+$/, '')}/${options.project}/${region}`
    : `https://${region}-${options.project}.cloudfunctions.net`;
}

/** Signs in with e-mail and password through the Identity Toolkit REST API (or the Auth emulator). */
export async function signInWithPassword(options: { authEmulatorHost?: string; apiKey: string; email: string; password: string }): Promise<string> {
  return identityToolkit(options.authEmulatorHost, options.apiKey, 'accounts:signInWithPassword', {
    email: options.email,
    password: options.password,
    returnSecureToken: true,
  });
}

/** Exchanges a custom token (minted with firebase-admin) for an ID token. */
export async function signInWithCustomToken(options: { authEmulatorHost?: string; apiKey: string; token: string }): Promise<string> {
  return identityToolkit(options.authEmulatorHost, options.apiKey, 'accounts:signInWithCustomToken', { token: options.token, returnSecureToken: true });
}

async function identityToolkit(authEmulatorHost: string | undefined, apiKey: string, method: string, body: unknown): Promise<string> {
  const base = authEmulatorHost ? `http://${authEmulatorHost}/identitytoolkit.googleapis.com` : 'https://identitytoolkit.googleapis.com';
  const response = await fetch(`${base}/v1/${method}?key=${encodeURIComponent(apiKey)}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await response.json().catch(() => ({}))) as { idToken?: string; error?: { message?: string } };
  if (!response.ok || !json.idToken) throw new Error(`No se pudo iniciar sesión (${json.error?.message ?? response.status}).`);
  return json.idToken;
}

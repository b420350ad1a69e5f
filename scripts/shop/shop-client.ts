// A small client of the shop API (/v1), as a shop's server calls it: the integration tests, the
// soak and the bench use it. `onAnswer` sees every answer (the tests check each one against the
// OpenAPI document).
import { SHOP_API_BASE_PATH } from '../../common/shop-api';

export interface ShopAnswer<T = unknown> {
  status: number;
  /** The parsed JSON body (null when the body was not JSON: `text` has it). */
  body: T;
  text: string;
  contentType: string | null;
  headers: Headers;
  method: string;
  /** The documented route it was sent to, e.g. /v1/reservations/{orderId} (null for an undocumented path). */
  route: string | null;
  ms: number;
}

export interface ShopRequest {
  /** Values of the route's {params}; encoded with encodeURIComponent. */
  params?: Record<string, string>;
  /** A JSON body (serialised), or `raw` for exact bytes. */
  body?: unknown;
  raw?: string;
  /** undefined: the client's key; null: no Authorization header. */
  key?: string | null;
  headers?: Record<string, string>;
}

export interface ShopClientOptions {
  /** The function's URL: …/demo-centro-lideres/us-central1/shopApi */
  baseUrl: string;
  key: string | null;
  onAnswer?: (answer: ShopAnswer) => void;
}

export type ShopClient = <T = unknown>(method: string, route: string, request?: ShopRequest) => Promise<ShopAnswer<T>>;

export function createShopClient(options: ShopClientOptions): ShopClient {
  return async <T,>(method: string, route: string, request: ShopRequest = {}) => {
    const documented = route.startsWith(SHOP_API_BASE_PATH) ? route : null;
    const path = route.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(request.params?.[name] ?? ''));
    const key = request.key === undefined ? options.key : request.key;
    const body = request.raw ?? (request.body === undefined ? undefined : JSON.stringify(request.body));
    const headers: Record<string, string> = {
      ...(body !== undefined && request.raw === undefined ? { 'Content-Type': 'application/json' } : {}),
      ...(key ? { Authorization: `Bearer ${key}` } : {}),
      ...request.headers,
    };
    const started = performance.now();
    const response = await fetch(`${options.baseUrl}${path}`, { method, headers, body });
    const text = await response.text();
    const contentType = response.headers.get('content-type');
    let parsed: unknown = null;
    if (contentType?.startsWith('application/json')) {
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = null;
      }
    }
    const answer: ShopAnswer<T> = { status: response.status, body: parsed as T, text, contentType, headers: response.headers, method, route: documented, ms: performance.now() - started };
    options.onAnswer?.(answer);
    return answer;
  };
}

/** The base URL of shopApi on a stack whose functions emulator is at `functionsOrigin`. */
export const shopApiUrl = (functionsOrigin: string, project: string) => `${functionsOrigin.replace(/\/+$/, '')}/${project}/us-central1/shopApi`;

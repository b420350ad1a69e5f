/** The error of a failed read: a Firestore or Realtime Database error (with its code), or any other. */
export type ReadError = Error & { code?: string };

/** The uniform result of every Firebase read the app makes: loading, the data, or an error (with data delivered before it, if any). */
export type Result<T> =
  | { status: 'loading'; data: null; error: null }
  | { status: 'success'; data: T; error: null }
  | { status: 'error'; data: T | null; error: ReadError };

export const LOADING: Result<never> = Object.freeze({ status: 'loading', data: null, error: null });

export const success = <T>(data: T): Result<T> => ({ status: 'success', data, error: null });

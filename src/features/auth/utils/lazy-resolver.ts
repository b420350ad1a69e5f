import type { FieldValues, Resolver } from 'react-hook-form';

export interface LazyResolver<T extends FieldValues> {
  /** Give it to useForm: each validation waits until the real resolver has arrived. */
  resolver: Resolver<T>;
  /** Starts loading the real resolver (e.g. on the form's first key press); later calls do nothing. */
  request: () => void;
}

/**
 * A react-hook-form resolver whose code (the zod schema and zod itself) is loaded only once
 * someone starts using the form, so the first screen downloads less and shows sooner. Until then,
 * validations wait: react-hook-form's first isValid check at mount simply stays pending, and the
 * form stays not valid. A failed load is retried by the next validation or request.
 */
export function createLazyResolver<T extends FieldValues>(load: () => Promise<Resolver<T>>): LazyResolver<T> {
  let requested!: () => void;
  const whenRequested = new Promise<void>((resolve) => (requested = resolve));
  let loading: Promise<Resolver<T>> | null = null;

  const loadOnce = (): Promise<Resolver<T>> =>
    (loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    }));

  return {
    resolver: async (values, context, options) => {
      await whenRequested;
      const resolve = await loadOnce();
      return resolve(values, context, options);
    },
    request: () => {
      requested();
      void loadOnce().catch(() => undefined);
    },
  };
}

import type { FieldValues, Resolver, ResolverOptions } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { createLazyResolver } from '@/features/auth/utils/lazy-resolver';

interface Form extends FieldValues {
  email: string;
}

const options = { fields: {}, shouldUseNativeValidation: undefined } as ResolverOptions<Form>;
const values: Form = { email: 'lider@demo.cr' };
const validResult = { values, errors: {} };
const realResolver: Resolver<Form> = async (input) => ({ values: input, errors: {} });

/** Lets pending promise callbacks run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createLazyResolver', () => {
  it('loads nothing until requested, so the first validation at mount simply waits', async () => {
    const load = vi.fn(async () => realResolver);
    const { resolver } = createLazyResolver(load);
    let answered = false;
    void Promise.resolve(resolver(values, undefined, options)).then(() => (answered = true));
    await settle();
    expect(load).not.toHaveBeenCalled();
    expect(answered).toBe(false);
  });

  it('answers waiting and later validations with the real resolver once requested', async () => {
    const load = vi.fn(async () => realResolver);
    const { resolver, request } = createLazyResolver(load);
    const waiting = resolver(values, undefined, options);
    request();
    await expect(waiting).resolves.toEqual(validResult);
    await expect(resolver(values, undefined, options)).resolves.toEqual(validResult);
  });

  it('loads the real resolver only once however often it is requested', async () => {
    const load = vi.fn(async () => realResolver);
    const { resolver, request } = createLazyResolver(load);
    request();
    request();
    await resolver(values, undefined, options);
    request();
    await resolver(values, undefined, options);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('retries a failed load with the next validation', async () => {
    const load = vi.fn<() => Promise<Resolver<Form>>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(realResolver);
    const { resolver, request } = createLazyResolver(load);
    request();
    await settle();
    await expect(resolver(values, undefined, options)).resolves.toEqual(validResult);
    expect(load).toHaveBeenCalledTimes(2);
  });
});

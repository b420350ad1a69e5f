import { describe, expect, it, vi } from 'vitest';
import type { LookupOutcome } from '@/features/codes/api/look-up-codes';
import { indexTrackedCodes } from '@/features/codes/utils/validate-codes';
import { createValidatorMemory, type LookUpCodes } from '@/features/codes/utils/validator-memory';
import { trackedCode } from '@tests/support/fixtures/tracked-code';

const index = indexTrackedCodes([trackedCode({ code: 'VERANO01' }), trackedCode({ code: 'VERANO02', currentUses: 2, maxUses: 5 })]);
const NOT_TRACKED: LookupOutcome = { kind: 'notTracked' };

/** A lookUpCodes whose answers the test releases one by one. */
function pendingLookUps() {
  const calls: { values: string[]; answer(lookups: ReadonlyMap<string, LookupOutcome>): void; fail(error: Error): void }[] = [];
  const lookUp: LookUpCodes = (values) =>
    new Promise((resolve, reject) => {
      calls.push({ values, answer: resolve, fail: reject });
    });
  return { lookUp, calls };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createValidatorMemory', () => {
  it('starts empty', () => {
    const memory = createValidatorMemory(vi.fn());
    expect(memory.getState()).toEqual({ input: '', validation: null });
  });

  it('keeps what was typed and tells its subscribers, once per change', () => {
    const memory = createValidatorMemory(vi.fn());
    const listener = vi.fn();
    memory.subscribe(listener);
    memory.setInput('VERANO01');
    memory.setInput('VERANO01');
    expect(memory.getState().input).toBe('VERANO01');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('returns the same state object until something changes', () => {
    const memory = createValidatorMemory(vi.fn());
    memory.setInput('VERANO01');
    expect(memory.getState()).toBe(memory.getState());
  });

  it('answers codes the loaded codes know at once, without asking the server', () => {
    const lookUp = vi.fn<LookUpCodes>();
    const memory = createValidatorMemory(lookUp);
    memory.setInput('VERANO01, verano02');
    memory.validate(index);
    expect(memory.getState().validation).toEqual({ id: 1, pieces: ['VERANO01', 'verano02'], lookups: new Map(), lookingUp: 0 });
    expect(lookUp).not.toHaveBeenCalled();
  });

  it('asks the server about the other codes and keeps its answer', async () => {
    const { lookUp, calls } = pendingLookUps();
    const memory = createValidatorMemory(lookUp);
    memory.setInput('VERANO01 VERANO03 nada1');
    memory.validate(index);
    expect(memory.getState().validation).toMatchObject({ lookups: null, lookingUp: 2 });
    expect(calls.map((call) => call.values)).toEqual([['VERANO03', 'NADA1']]);

    const answer = new Map([['VERANO03', NOT_TRACKED], ['NADA1', NOT_TRACKED]]);
    calls[0].answer(answer);
    await settle();
    expect(memory.getState().validation).toMatchObject({ id: 1, lookups: answer });
  });

  it('keeps the answer of a lookup that arrives while nobody is subscribed (the leader is on another page)', async () => {
    const { lookUp, calls } = pendingLookUps();
    const memory = createValidatorMemory(lookUp);
    const unsubscribe = memory.subscribe(vi.fn());
    memory.setInput('NADA1');
    memory.validate(index);
    unsubscribe();
    calls[0].answer(new Map([['NADA1', NOT_TRACKED]]));
    await settle();
    expect(memory.getState()).toMatchObject({ input: 'NADA1', validation: { lookups: new Map([['NADA1', NOT_TRACKED]]) } });
  });

  it('gives each validation a new id and ignores the answer to an older one', async () => {
    const { lookUp, calls } = pendingLookUps();
    const memory = createValidatorMemory(lookUp);
    memory.setInput('NADA1');
    memory.validate(index);
    memory.setInput('NADA2');
    memory.validate(index);
    expect(memory.getState().validation).toMatchObject({ id: 2, pieces: ['NADA2'], lookups: null });

    calls[0].answer(new Map([['NADA1', NOT_TRACKED]]));
    await settle();
    expect(memory.getState().validation).toMatchObject({ id: 2, lookups: null });
    calls[1].answer(new Map([['NADA2', NOT_TRACKED]]));
    await settle();
    expect(memory.getState().validation).toMatchObject({ id: 2, lookups: new Map([['NADA2', NOT_TRACKED]]) });
  });

  it('treats a failed lookup as codes that could not be checked, never as unknown codes', async () => {
    const { lookUp, calls } = pendingLookUps();
    const memory = createValidatorMemory(lookUp);
    memory.setInput('NADA1');
    memory.validate(index);
    calls[0].fail(new Error('offline'));
    await settle();
    expect(memory.getState().validation?.lookups).toEqual(new Map([['NADA1', { kind: 'unreachable' }]]));
  });

  it('does nothing for an input without codes', () => {
    const memory = createValidatorMemory(vi.fn());
    memory.setInput(' ,\n ');
    memory.validate(index);
    expect(memory.getState().validation).toBeNull();
  });

  it('Limpiar forgets the input and the validation, and a lookup still on its way does not bring it back', async () => {
    const { lookUp, calls } = pendingLookUps();
    const memory = createValidatorMemory(lookUp);
    memory.setInput('NADA1');
    memory.validate(index);
    memory.clear();
    calls[0].answer(new Map([['NADA1', NOT_TRACKED]]));
    await settle();
    expect(memory.getState()).toEqual({ input: '', validation: null });
  });

  it('stops telling a subscriber that unsubscribed', () => {
    const memory = createValidatorMemory(vi.fn());
    const listener = vi.fn();
    const unsubscribe = memory.subscribe(listener);
    unsubscribe();
    memory.setInput('VERANO01');
    expect(listener).not.toHaveBeenCalled();
  });
});

import type { LookupOutcome } from '@/features/codes/api/look-up-codes';
import { keysToLookUp, type TrackedCodeIndex } from '@/features/codes/utils/validate-codes';
import { splitCodes } from '@common/code-value';

/*
 * What the validator holds between visits to the dashboard: the text the leader pasted and her
 * last validation. At a venue door she validates, opens Códigos to check a batch, and comes back
 * to the same codes and results. It lives in memory only (one per signed-in leader, created by
 * CodesLayout), so a sign-out, which reloads the page, leaves nothing of it for the next person.
 * A lookup still on its way when she leaves the dashboard lands here all the same.
 */

/** One press of 'Validar'. */
export interface Validation {
  /** A new id per validation: the result tables start again at page 1, and the result is brought into view once. */
  id: number;
  pieces: readonly string[];
  /** What the server said about the pieces the loaded codes do not answer; null while asking. */
  lookups: ReadonlyMap<string, LookupOutcome> | null;
  /** How many pieces are being looked up on the server. */
  lookingUp: number;
}

export interface ValidatorState {
  input: string;
  validation: Validation | null;
}

/** Asks the server about the normalised values the loaded codes do not answer (api/look-up-codes.ts). */
export type LookUpCodes = (values: string[]) => Promise<ReadonlyMap<string, LookupOutcome>>;

export interface ValidatorMemory {
  /** The current state: a new object after each change, the same one otherwise (useSyncExternalStore). */
  getState(): ValidatorState;
  /** Calls `listener` after each change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  setInput(input: string): void;
  /**
   * Validates the input: the pieces the index answers at once, the others once the server has
   * answered. Nothing happens for an empty input.
   */
  validate(index: TrackedCodeIndex): void;
  /** Empties the input and forgets the validation (a lookup still on its way is then ignored). */
  clear(): void;
}

const UNREACHABLE: LookupOutcome = { kind: 'unreachable' };

export function createValidatorMemory(lookUpCodes: LookUpCodes): ValidatorMemory {
  let state: ValidatorState = { input: '', validation: null };
  let lastId = 0;
  const listeners = new Set<() => void>();

  function update(next: ValidatorState) {
    state = next;
    for (const listener of listeners) listener();
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setInput(input) {
      if (input !== state.input) update({ ...state, input });
    },
    validate(index) {
      const pieces = splitCodes(state.input);
      if (pieces.length === 0) return;
      const missing = keysToLookUp(pieces, index);
      const id = ++lastId;
      update({ ...state, validation: { id, pieces, lookups: missing.length === 0 ? new Map() : null, lookingUp: missing.length } });
      if (missing.length === 0) return;
      // lookUpCodes answers 'unreachable' for what it could not ask; a failure of its own means the same.
      void lookUpCodes(missing)
        .catch(() => new Map(missing.map((value) => [value, UNREACHABLE])))
        .then((lookups) => {
          // A newer validation, or Limpiar, replaced this one meanwhile.
          if (state.validation?.id !== id) return;
          update({ ...state, validation: { ...state.validation, lookups } });
        });
    },
    clear() {
      update({ input: '', validation: null });
    },
  };
}

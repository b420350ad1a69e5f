import type { TrackedCode } from '@/lib/codes/tracked-code';

/**
 * A code still in the leader's pocket: available, with a use left, and not noted as given to
 * anyone ('Entregado a'). What a copy or a share from an event gives and 'Sin entregar' lists: an
 * expired or used-up code would only be refused at the door, and one she gave would go twice.
 */
export function canHandOut(code: Pick<TrackedCode, 'status' | 'currentUses' | 'maxUses' | 'handedOut'>): boolean {
  return code.status === 'available' && code.currentUses < code.maxUses && !code.handedOut;
}

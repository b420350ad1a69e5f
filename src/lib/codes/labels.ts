import { codesTexts } from '@/lib/codes/texts';
import type { CodeStatus, CodeType } from '@common/constants';

// What the tables show for a code, from its data. The data holds statuses and names as stored;
// the Spanish labels and the fallbacks for missing names are applied here, when rendering.

/**
 * A code's status as the validator knows it: the stored status, null for a code that is not among
 * the leader's tracked codes (the empty status), or 'unchecked' for one that could not be looked
 * up without a connection (never shown as 'No existe': nothing is known about it).
 */
export type CheckedStatus = CodeStatus | null | 'unchecked';

/** How a status shows: an available code with uses is 'En uso'. */
export type StatusShown = 'available' | 'inUse' | 'expired' | 'deleted' | 'missing' | 'unchecked';

export function statusShown(status: CheckedStatus, currentUses: number): StatusShown {
  switch (status) {
    case 'available':
      return currentUses !== 0 ? 'inUse' : 'available';
    case 'expired':
    case 'deleted':
    case 'unchecked':
      return status;
    default:
      return 'missing';
  }
}

/** 'Disponible', 'En uso', 'Expirado', 'Eliminado', 'Sin verificar', or 'No existe' for a code that is not tracked. */
export function codeStatusLabel(status: CheckedStatus, currentUses: number): string {
  return codesTexts.statusLabels[statusShown(status, currentUses)];
}

/** 'Descuento' for discount codes, 'Líder' for leader codes. */
export function codeTypeLabel(codeType: CodeType): string {
  return codesTexts.typeLabels[codeType];
}

/** The event's name, or 'Evento no encontrado' when the code does not carry one. */
export function eventNameLabel(name: string | null): string {
  return name ?? codesTexts.eventNotFound;
}

/** The leader's name, or 'Leader no encontrado' when the code does not carry one. */
export function leaderNameLabel(name: string | null): string {
  return name ?? codesTexts.leaderNotFound;
}

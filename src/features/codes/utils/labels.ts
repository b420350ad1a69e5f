import { codesTexts } from '@/features/codes/texts';
import type { CodeStatus, CodeType } from '@common/constants';

// What the tables show for a code, from its data. The data holds statuses and names as stored;
// the Spanish labels and the fallbacks for missing names are applied here, when rendering.

/** How a status shows (spec section 4): an available code with uses is 'En uso'. */
export type StatusShown = 'available' | 'inUse' | 'expired' | 'deleted' | 'missing';

/** `status` null: the code is not among the leader's tracked codes (the spec's empty status). */
export function statusShown(status: CodeStatus | null, currentUses: number): StatusShown {
  switch (status) {
    case 'available':
      return currentUses !== 0 ? 'inUse' : 'available';
    case 'expired':
    case 'deleted':
      return status;
    default:
      return 'missing';
  }
}

/** 'Disponible', 'En uso', 'Expirado', 'Eliminado', or 'No existe' for a code that is not tracked. */
export function codeStatusLabel(status: CodeStatus | null, currentUses: number): string {
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

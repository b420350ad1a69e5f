import { texts } from '@/lib/texts';

const labels = texts.codes.statusLabels;

/**
 * Label of a code status (spec section 4): available with uses is 'En uso', available is
 * 'Disponible', expired 'Expirado', deleted 'Eliminado', anything else (including the empty
 * status of an unknown code) 'No existe'.
 */
export function codeStatusLabel(status: string | null | undefined, currentUses: number): string {
  switch (status) {
    case 'available':
      return currentUses !== 0 ? labels.inUse : labels.available;
    case 'expired':
      return labels.expired;
    case 'deleted':
      return labels.deleted;
    default:
      return labels.missing;
  }
}

/** Label of a code type: discount is 'Descuento'; leader and anything else 'Líder'. */
export function codeTypeLabel(codeType: string | null | undefined): string {
  return codeType === 'discount' ? texts.codes.typeLabels.discount : texts.codes.typeLabels.leader;
}

// What the demo shop's pages compute and say, without the server: unit-tested.

/** What `check` said of the code the buyer brought. */
export type CheckedCode =
  | { kind: 'valid'; code: string; percent: number | null; maxTickets: number | null }
  | { kind: 'invalid'; message: string }
  | { kind: 'error'; message: string };

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text safe inside HTML elements and quoted attributes. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]);
}

const colones = new Intl.NumberFormat('es-CR', { style: 'currency', currency: 'CRC', maximumFractionDigits: 0 });

/** An amount in colones as people in Costa Rica read it, e.g. '₡25 000'. */
export function formatColones(amount: number): string {
  return colones.format(amount);
}

/** The order's amount in whole colones: the tickets at their price, less a discount code's percent. */
export function orderAmount(price: number, tickets: number, percent: number | null): number {
  const discount = percent && percent > 0 ? Math.min(100, percent) : 0;
  return Math.round((price * tickets * (100 - discount)) / 100);
}

/** A reservation's status, as the order page says it. */
export function orderStatusLabel(status: string, releaseReason: string | null): string {
  if (status === 'confirmed') return 'Pagado';
  if (status === 'reserved') return 'Reservado (sin pagar)';
  if (status === 'released') return releaseReason === 'refunded' ? 'Reembolsado' : 'Cancelado';
  return status;
}

import { formatColones, formatCount } from '@common/number-format';
import type { SalesFigures } from '@common/leader-sales';
import type { Leader } from '@/features/admin/api/leaders';
import { adminTexts } from '@/features/admin/texts';
import { buildCsv, csvFileName } from '@/lib/csv';

const t = adminTexts.leaders;

/** One leader's row of an event's settlement: their codes and uses of the event, and what those sold. */
export interface SettlementRow {
  leader: Leader;
  codes: number;
  uses: number;
  sales: SalesFigures;
}

/**
 * The settlement of one event ('Descargar liquidación'): one row per leader, ID Líder, Nombre,
 * Correo electrónico, Códigos, Usos, Entradas vendidas, Monto, Reembolsos, Entradas
 * reembolsadas, Monto reembolsado; counts and colones in es-CR, written as every CSV of the app
 * is (src/lib/csv.ts: BOM, no formula runs).
 */
export function buildSettlementCsv(rows: readonly SettlementRow[]): string {
  return buildCsv(
    t.settlementColumns,
    rows.map(({ leader, codes, uses, sales }) => [
      leader.uid,
      leader.name ?? adminTexts.common.noName,
      leader.email ?? '',
      formatCount(codes),
      formatCount(uses),
      formatCount(sales.tickets),
      formatColones(sales.amount),
      formatCount(sales.refunds),
      formatCount(sales.refundedTickets),
      formatColones(sales.refundedAmount),
    ]),
  );
}

/** File name liquidacion-{event id}-{timestamp}.csv (characters a file name cannot hold become '-'). */
export function settlementCsvFileName(eventId: string, now: Date = new Date()): string {
  const name = eventId.replace(/[^A-Za-z0-9_-]+/g, '-').replace(/^-+|-+$/g, '') || 'evento';
  return csvFileName(['liquidacion', name], now);
}

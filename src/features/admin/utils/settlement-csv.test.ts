import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { ZERO_SALES } from '@common/leader-sales';
import type { Leader } from '@/features/admin/api/leaders';
import { buildSettlementCsv, settlementCsvFileName } from '@/features/admin/utils/settlement-csv';
import { CSV_BOM } from '@/lib/csv';

const rowsOf = (csv: string) => Papa.parse<string[]>(csv.slice(CSV_BOM.length), { skipEmptyLines: true }).data;

const leader = (overrides: Partial<Leader> = {}): Leader => ({ uid: 'uid-laura', name: 'Laura Jiménez', email: 'lider@demo.cr', phone: '8888 1234', firstName: 'Laura', lastName: 'Jiménez', active: true, emailConfirmed: true, ...overrides });

describe('the settlement CSV of an event', () => {
  it('starts with the BOM and writes one row per leader: codes, uses, tickets, amount in colones and refunds, in es-CR', () => {
    const csv = buildSettlementCsv([
      { leader: leader(), codes: 1200, uses: 15, sales: { orders: 14, tickets: 27, amount: 1_350_000, refunds: 1, refundedTickets: 2, refundedAmount: 100_000 } },
      { leader: leader({ uid: 'uid-x', name: null, email: null }), codes: 3, uses: 0, sales: ZERO_SALES },
    ]);
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    expect(csv.includes('\r\n')).toBe(true);
    expect(rowsOf(csv)).toEqual([
      ['ID Líder', 'Nombre', 'Correo electrónico', 'Códigos', 'Usos', 'Entradas vendidas', 'Monto', 'Reembolsos', 'Entradas reembolsadas', 'Monto reembolsado'],
      ['uid-laura', 'Laura Jiménez', 'lider@demo.cr', '1\u00a0200', '15', '27', '₡1\u00a0350\u00a0000', '1', '2', '₡100\u00a0000'],
      ['uid-x', 'Sin nombre', '', '3', '0', '0', '₡0', '0', '0', '₡0'],
    ]);
  });

  it('escapes a name a spreadsheet would run as a formula', () => {
    const csv = buildSettlementCsv([{ leader: leader({ name: '=HYPERLINK("x")', email: '+cmd' }), codes: 1, uses: 0, sales: ZERO_SALES }]);
    expect(rowsOf(csv)[1].slice(1, 3)).toEqual(['\'=HYPERLINK("x")', "'+cmd"]);
  });

  it('is named liquidacion-{event}-{yyyyMMdd-HHmmss}.csv', () => {
    expect(settlementCsvFileName('festival-verano-2026', new Date(2026, 10, 27, 9, 5, 3))).toBe('liquidacion-festival-verano-2026-20261127-090503.csv');
    expect(settlementCsvFileName('evento raro/á', new Date(2026, 10, 27, 9, 5, 3))).toBe('liquidacion-evento-raro-20261127-090503.csv');
  });
});

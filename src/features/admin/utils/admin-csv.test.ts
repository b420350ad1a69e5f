import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import type { ActivityEntry } from '@/features/admin/api/activity';
import type { Leader } from '@/features/admin/api/leaders';
import { adminTexts } from '@/features/admin/texts';
import { activityCsvFileName, activityRange, buildActivityCsv } from '@/features/admin/utils/activity-csv';
import { formatDateTime } from '@/features/admin/utils/format-date';
import { buildLeadersCsv, leadersCsvFileName } from '@/features/admin/utils/leaders-csv';
import { formatUsage } from '@/lib/codes/code-format';
import { CSV_BOM } from '@/lib/csv';

const rowsOf = (csv: string) => Papa.parse<string[]>(csv.slice(CSV_BOM.length), { skipEmptyLines: true }).data;

const leader = (overrides: Partial<Leader> = {}): Leader => ({ uid: 'uid-laura', name: 'Laura Jiménez', email: 'lider@demo.cr', phone: '8888 1234', firstName: 'Laura', lastName: 'Jiménez', active: true, emailConfirmed: true, ...overrides });

describe('the CSV of Líderes', () => {
  it('starts with the BOM and writes one row per leader with their figures in es-CR', () => {
    const csv = buildLeadersCsv([
      { leader: leader(), usage: { total: 1200, uses: 15, maxUses: 3600, usedUp: 2 } },
      { leader: leader({ uid: 'uid-x', name: null, email: 'x@demo.cr', phone: null, active: false }), usage: { total: 0, uses: 0, maxUses: 0, usedUp: 0 } },
    ]);
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    expect(csv.includes('\r\n')).toBe(true);
    expect(rowsOf(csv)).toEqual([
      ['ID Líder', 'Nombre', 'Correo electrónico', 'Teléfono', 'Acceso', 'Códigos', 'Usos', 'Usos máximos', 'Códigos agotados'],
      ['uid-laura', 'Laura Jiménez', 'lider@demo.cr', '8888 1234', 'Activo', '1\u00a0200', '15', '3\u00a0600', '2'],
      ['uid-x', 'Sin nombre', 'x@demo.cr', 'Sin teléfono', 'Revocado', '0', '0', '0', '0'],
    ]);
  });

  it('escapes a name a spreadsheet would run as a formula', () => {
    const csv = buildLeadersCsv([{ leader: leader({ name: '=HYPERLINK("x")', email: '@cmd' }), usage: { total: 1, uses: 0, maxUses: 1, usedUp: 0 } }]);
    expect(rowsOf(csv)[1].slice(1, 3)).toEqual(['\'=HYPERLINK("x")', "'@cmd"]);
  });

  it('is named lideres-{yyyyMMdd-HHmmss}.csv', () => {
    expect(leadersCsvFileName(new Date(2026, 10, 27, 9, 5, 3))).toBe('lideres-20261127-090503.csv');
  });
});

const entry = (overrides: Partial<ActivityEntry>): ActivityEntry => ({
  id: 'a1',
  kind: 'codes-removed',
  at: new Date(2026, 10, 20, 14, 30),
  actor: { uid: 'uid-admin', name: 'Ana Admin', email: 'admin@demo.cr' },
  subject: { uid: 'uid-laura', name: 'Laura Jiménez', email: 'lider@demo.cr' },
  details: { count: 2, codes: ['VERANO01', '-VERANO02'] },
  ...overrides,
});

describe('the CSV of Actividad', () => {
  it('writes date, kind, administrator, the sentence and the removed codes of each entry', () => {
    const removed = entry({});
    const authorized = entry({ id: 'a2', kind: 'registration-authorized', at: new Date(2026, 10, 21, 8, 0), details: {} });
    expect(rowsOf(buildActivityCsv([authorized, removed]))).toEqual([
      ['Fecha', 'Tipo', 'Administrador', 'Acción', 'Códigos'],
      [formatDateTime(authorized.at!), 'Solicitud autorizada', 'Ana Admin (admin@demo.cr)', 'Autorizó a Laura Jiménez (lider@demo.cr) como líder.', ''],
      [formatDateTime(removed.at!), 'Códigos eliminados', 'Ana Admin (admin@demo.cr)', 'Eliminó 2 códigos de Laura Jiménez (lider@demo.cr).', "VERANO01, -VERANO02"],
    ]);
  });

  it('writes the number of codes in es-CR', () => {
    const generated = entry({ kind: 'codes-generated', details: { count: 1000, eventName: 'Noche de Rock' } });
    expect(rowsOf(buildActivityCsv([generated]))[1][3]).toBe(`Generó 1\u00a0000 códigos para Laura Jiménez (lider@demo.cr), evento Noche de Rock.`);
  });

  it('is named actividad-{desde}-{hasta}-{timestamp}.csv, by the filter or else by the entries exported', () => {
    const now = new Date(2026, 10, 27, 19, 40, 5);
    const range = activityRange('2026-11-01', '2026-11-15');
    expect(range).not.toBe('inverted');
    if (range === 'inverted') return;
    expect(activityCsvFileName(range, [], now)).toBe('actividad-20261101-20261115-20261127-194005.csv');
    const open = { start: null, end: null };
    const entries = [entry({ at: new Date(2026, 10, 21) }), entry({ at: new Date(2026, 9, 3) })];
    expect(activityCsvFileName(open, entries, now)).toBe('actividad-20261003-20261121-20261127-194005.csv');
  });
});

describe('activityRange', () => {
  it('covers whole days, both included, in local time', () => {
    expect(activityRange('2026-11-01', '2026-11-30')).toEqual({ start: new Date(2026, 10, 1), end: new Date(2026, 11, 1) });
    expect(activityRange('2026-12-31', '2026-12-31')).toEqual({ start: new Date(2026, 11, 31), end: new Date(2027, 0, 1) });
  });

  it('leaves an empty or impossible end open', () => {
    expect(activityRange('', '')).toEqual({ start: null, end: null });
    expect(activityRange('2026-02-30', '')).toEqual({ start: null, end: null });
    expect(activityRange('', '2026-11-05')).toEqual({ start: null, end: new Date(2026, 10, 6) });
  });

  it('says when Desde is after Hasta', () => {
    expect(activityRange('2026-11-02', '2026-11-01')).toBe('inverted');
  });
});

describe('numbers a person reads are written in es-CR everywhere', () => {
  it('Generar códigos and Actividad agree on 1 000', () => {
    expect(adminTexts.generate.done(1000)).toBe('Se generaron 1\u00a0000 códigos');
    expect(adminTexts.generate.running(1000)).toBe('Generando 1\u00a0000 códigos…');
    expect(adminTexts.generate.errors.quantity).toBe('La cantidad debe ser un número entero entre 1 y 1\u00a0000.');
    expect(formatUsage(12, 1000)).toBe('12/1\u00a0000');
  });
});

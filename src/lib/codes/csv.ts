import { buildCsv, csvFileName } from '@/lib/csv';
import type { TrackedCode } from '@/lib/codes/tracked-code';
import { formatUsage } from '@/lib/codes/code-format';
import { codeStatusLabel, eventNameLabel, leaderNameLabel } from '@/lib/codes/labels';
import { codesTexts } from '@/lib/codes/texts';

/**
 * The CSV of codes ('Códigos por lote', a leader's page in the administrators' area): columns
 * ID Evento, Evento, ID Líder, Líder, Código, Usado (current/max), Estado del código (label),
 * written as every CSV of the app is (src/lib/csv.ts).
 */
export function buildCodesCsv(codes: readonly TrackedCode[]): string {
  const data = codes.map((code) => [
    code.eventId,
    eventNameLabel(code.eventName),
    code.leaderId,
    leaderNameLabel(code.leaderName),
    code.code,
    formatUsage(code.currentUses, code.maxUses),
    codeStatusLabel(code.status, code.currentUses),
  ]);
  return buildCsv(codesTexts.csvColumns, data);
}

/** File name codigos-{timestamp}.csv, timestamp yyyyMMdd-HHmmss in local time. */
export function codesCsvFileName(now: Date = new Date()): string {
  return csvFileName(['codigos'], now);
}

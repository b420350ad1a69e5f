import { formatCount } from '@common/number-format';
import type { Leader } from '@/features/admin/api/leaders';
import { adminTexts } from '@/features/admin/texts';
import type { CodeUsage } from '@/lib/codes/usage';
import { buildCsv, csvFileName } from '@/lib/csv';

const t = adminTexts.leaders;

/** A leader with the figures of their tracked codes (all events together), as Líderes shows them. */
export interface LeaderFigures {
  leader: Leader;
  usage: CodeUsage;
}

/**
 * The CSV of Líderes (the leaders of the current search, every page): ID Líder, Nombre, Correo
 * electrónico, Teléfono, Acceso, Códigos, Usos, Usos máximos, Códigos agotados; the figures in
 * es-CR, as the page shows them.
 */
export function buildLeadersCsv(rows: readonly LeaderFigures[]): string {
  return buildCsv(
    t.csvColumns,
    rows.map(({ leader, usage }) => [
      leader.uid,
      leader.name ?? adminTexts.common.noName,
      leader.email ?? '',
      leader.phone ?? adminTexts.common.noPhone,
      leader.active ? t.active : t.revoked,
      formatCount(usage.total),
      formatCount(usage.uses),
      formatCount(usage.maxUses),
      formatCount(usage.usedUp),
    ]),
  );
}

/** File name lideres-{timestamp}.csv. */
export function leadersCsvFileName(now: Date = new Date()): string {
  return csvFileName(['lideres'], now);
}

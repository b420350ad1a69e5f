import type { ReactNode } from 'react';
import { StatusChip } from '@/components/codes/StatusChip';
import type { ListColumn } from '@/components/lists/ResponsiveList';
import { formatCreatedDate, formatUsage } from '@/lib/codes/code-format';
import { formatCount } from '@common/number-format';
import { codeTypeLabel, eventNameLabel, type CheckedStatus } from '@/lib/codes/labels';
import { codesTexts } from '@/lib/codes/texts';
import type { TrackedCode } from '@/lib/codes/tracked-code';

// The columns of a code, written once for every list of codes: the validator's tables, the
// leader's tracking page and a leader's codes in the administrators' area.

const columns = codesTexts.columns;

/** 'Código': the value, in a fixed-width font (the card's title on a phone). */
export const codeColumn: ListColumn<{ code: string }> = {
  header: columns.code,
  cell: (code) => code.code,
  sx: { fontFamily: 'monospace', fontWeight: 700 },
  card: 'title',
};

/** 'Estado': 'Disponible', 'En uso', … (a badge beside the code on a phone). */
export const statusColumn: ListColumn<{ status: CheckedStatus; currentUses: number }> = {
  header: columns.status,
  cell: (code) => <StatusChip status={code.status} currentUses={code.currentUses} />,
  card: 'badge',
};

/** 'Uso': current over maximum uses. */
export const usageColumn: ListColumn<{ currentUses: number; maxUses: number }> = {
  header: columns.usage,
  cell: (code) => formatUsage(code.currentUses, code.maxUses),
};

/** 'Entradas': the tickets the shop sold with the code, refunds taken off. */
export const ticketsColumn: ListColumn<{ ticketsSold: number }> = {
  header: columns.tickets,
  cell: (code) => formatCount(code.ticketsSold),
  align: 'right',
};

/** The validator's name for the same figure: 'Usado'. */
export const usedColumn: ListColumn<{ currentUses: number; maxUses: number }> = { ...usageColumn, header: columns.used };

/** The six columns of a tracked code: Código, Creado, Evento, Estado, Tipo de código, Uso. */
export const TRACKED_CODE_COLUMNS: readonly ListColumn<TrackedCode>[] = [
  codeColumn,
  { header: columns.created, cell: (code) => formatCreatedDate(code.createdAt), sx: { whiteSpace: 'nowrap' } },
  { header: columns.event, cell: (code) => eventNameLabel(code.eventName), sx: { overflowWrap: 'anywhere' } },
  statusColumn,
  { header: columns.codeType, cell: (code) => codeTypeLabel(code.codeType) },
  usageColumn,
];

/** 'Acciones': a code's copy and share buttons, at the end of a row or the foot of a card. */
export function actionsColumn<T>(actions: (item: T) => ReactNode): ListColumn<T> {
  return { header: columns.actions, cell: actions, align: 'right', sx: { whiteSpace: 'nowrap' }, card: 'actions' };
}

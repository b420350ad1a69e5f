import type { TrackedCode } from '@/features/codes/types/tracked-code';
import { texts } from '@/lib/texts';
import type { CodeType } from '@common/constants';
import type { TimestampLike } from '@common/data-model';

// The one conversion from stored codes documents to the UI's TrackedCode: Timestamps become
// Dates, and missing names get the spec's fallbacks. Pure, so it is unit-tested without Firebase.

function toDate(value: unknown): Date | null {
  if (value instanceof Date) return value;
  if (value && typeof (value as TimestampLike).toDate === 'function') return (value as TimestampLike).toDate();
  return null;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

function leaderName(leader: Record<string, unknown>): string {
  const full = [text(leader.firstName), text(leader.lastName)].filter(Boolean).join(' ');
  return text(leader.displayName) || full || texts.codes.leaderNotFound;
}

/** Converts the data of a codes document (CodeDoc) into a TrackedCode. */
export function toTrackedCode(id: string, data: Record<string, unknown>): TrackedCode {
  const leader = (data.leaderId ?? {}) as Record<string, unknown>;
  const event = (data.eventId ?? {}) as Record<string, unknown>;
  const codeType: CodeType = data.code_type === 'discount' ? 'discount' : 'leader';
  return {
    id,
    code: text(data.code),
    status: text(data.status),
    currentUses: Number(data.currentUses ?? 0),
    maxUses: Number(data.maxUses ?? 0),
    codeType,
    percent: typeof data.percent === 'number' ? data.percent : null,
    leaderId: text(leader.id),
    leaderName: leaderName(leader),
    eventId: text(event.id),
    eventName: text(event.name) || texts.codes.eventNotFound,
    trackingId: text(data.trackingId),
    createdAt: toDate(data.createdAt) ?? new Date(0),
    updatedAt: toDate(data.updatedAt),
  };
}

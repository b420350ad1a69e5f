// When the change behind a Firestore trigger's event was committed. A creation or an update says
// it exactly: the after snapshot's updateTime. A deletion does not: its event carries the deleted
// version (written earlier) and a delivery time, which is not the commit time (the local emulator
// sets it when it delivers the event, to the second). So a deletion is known only to have been
// committed after its previous version and before its trigger started.
import { Timestamp } from 'firebase-admin/firestore';

export interface ChangeTimes {
  /** The commit time of a creation or an update; null for a deletion. */
  committedAt: Timestamp | null;
  /** When the version before the change was written (null for a creation). */
  previousVersionAt: Timestamp | null;
  /** A time after the commit: when the trigger started. */
  noLaterThan: Timestamp;
}

export function changeTimes(event: { data?: { before: { exists: boolean; updateTime?: Timestamp }; after: { exists: boolean; updateTime?: Timestamp } } }): ChangeTimes {
  const after = event.data?.after;
  const before = event.data?.before;
  const committedAt = after?.exists && after.updateTime ? after.updateTime : null;
  return { committedAt, previousVersionAt: before?.exists && before.updateTime ? before.updateTime : null, noLaterThan: committedAt ?? Timestamp.now() };
}

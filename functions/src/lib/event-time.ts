// When the change behind a Firestore trigger's event was committed, to the nanosecond where the
// snapshots give it: the after snapshot's updateTime, else (a deletion) the event's time, whose
// RFC 3339 text keeps its microseconds (Date would cut them to milliseconds).
import { Timestamp } from 'firebase-admin/firestore';

export function eventTimestamp(time: string): Timestamp {
  const match = /^(.*?)(?:\.(\d+))?(Z|[+-]\d\d:\d\d)$/.exec(time);
  if (!match) return Timestamp.fromDate(new Date(time));
  const seconds = Math.floor(Date.parse(`${match[1]}${match[3]}`) / 1000);
  return new Timestamp(seconds, Number((match[2] ?? '').padEnd(9, '0').slice(0, 9)));
}

export function committedAt(event: { time: string; data?: { after: { exists: boolean; updateTime?: Timestamp } } }): Timestamp {
  return event.data?.after.exists && event.data.after.updateTime ? event.data.after.updateTime : eventTimestamp(event.time);
}

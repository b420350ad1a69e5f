// activity/{id}: the administrators' log. Append-only and written only by the functions, in the
// same commit as what it records where they can; nobody changes or deletes an entry (the rules
// refuse every write from a browser or a client SDK). Who acted is taken from the verified ID
// token the function saw, never from the request.
import type { TimestampLike } from './code-document';

export const ACTIVITY_KINDS = [
  'codes-generated',
  'codes-removed',
  'registration-authorized',
  'registration-rejected',
  'access-revoked',
  'access-restored',
  'leader-created',
  'leader-updated',
  'invitation-resent',
  'shop-template-saved',
  'shop-key-created',
  'shop-key-revoked',
] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/** An account as an entry names it: its uid and, as the function saw them, e-mail and name. */
export interface ActivityAccount {
  uid: string;
  email: string | null;
  name: string | null;
}

/** What an entry records besides who and when; each kind fills its own fields. */
export interface ActivityDetails {
  /** codes-generated, codes-removed: how many codes. */
  count?: number;
  /** codes-generated: the event and the batch. */
  eventId?: string;
  eventName?: string;
  trackingId?: string;
  /** codes-removed: the values removed (at most one call's worth). */
  codes?: string[];
  /** leader-updated: what changed ('name', 'phone', 'email'); with the e-mail, the address before. */
  changed?: Array<'name' | 'phone' | 'email'>;
  previousEmail?: string;
  /** shop-template-saved: the new template, null when cleared. */
  template?: string | null;
  /** shop-key-created, shop-key-revoked: the integration key (its public id, last 4 characters and label). */
  keyId?: string;
  keyLast4?: string;
  keyLabel?: string | null;
}

export interface ActivityDoc {
  kind: ActivityKind;
  /** Server time of the write. */
  at: TimestampLike;
  /** The administrator who acted, from the verified ID token. */
  actor: ActivityAccount;
  /** The leader or registration it concerns, if any. */
  subject: ActivityAccount | null;
  details: ActivityDetails;
}

export function isActivityKind(value: unknown): value is ActivityKind {
  return (ACTIVITY_KINDS as readonly unknown[]).includes(value);
}

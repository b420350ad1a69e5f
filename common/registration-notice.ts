// notifications/{uid}: the 'Admin' notice that a registered account waits for authorization
// (docs/product.md, "The administrators' area", Solicitudes). registerLeader writes it; the demo
// seed and the tests make theirs with the same function, so they never drift from it.
import type { NotificationDoc } from './data-model';

type Stored = Record<string, unknown> | null | undefined;

/** What the notice says: its title (the administrators' requests list filters on it) and its description. */
export const REGISTRATION_NOTICE_TEXTS = {
  title: 'Admin',
  description: (email: string) => `El correo ${email} requiere autorización.`,
} as const;

export function registrationNotice(uid: string, email: string): Omit<NotificationDoc, 'date'> {
  return {
    id: uid,
    createdBy: uid,
    title: REGISTRATION_NOTICE_TEXTS.title,
    description: REGISTRATION_NOTICE_TEXTS.description(email),
    icon: 'person_add',
    status: 'Unread',
    link: uid,
  };
}

/**
 * A registration still waiting for an answer: its request (notifications/{uid}) is unread and
 * the account has no role yet, as registerLeader leaves it (or no users document any more).
 * Only such an account is authorized, rejected or described to an administrator; a leader, an
 * administrator or a Producer, of this store or another, is not a registration, whatever
 * request it left behind.
 */
export function isPendingRegistration(profile: Stored, request: Stored): boolean {
  return request?.status === 'Unread' && (profile?.role === undefined || profile.role === null);
}

// notifications/{uid}: the 'Admin' notice that a registered account waits for authorization
// (docs/product.md, "The administrators' area", Solicitudes). registerLeader writes it; the demo
// seed and the tests make theirs with the same function, so they never drift from it.
import type { NotificationDoc } from './data-model';

export function registrationNotice(uid: string, email: string): Omit<NotificationDoc, 'date'> {
  return {
    id: uid,
    createdBy: uid,
    title: 'Admin',
    description: `El correo ${email} requiere autorización.`,
    icon: 'person_add',
    status: 'Unread',
    link: uid,
  };
}

// notifications/{uid}: the 'Admin' notice that a registered account waits for authorization
// (docs/product.md, Screens: The administrators' area, Solicitudes). Its exact texts live here,
// on the server that writes it.
import type { NotificationDoc } from '../../../common/data-model';

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

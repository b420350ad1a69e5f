// Spanish texts of the e-mails the functions send. They live server-side (not in the app's
// texts) because the app never shows them, and because only the server decides what a
// genuine e-mail says: no request can change a subject or a greeting.
export const emailTexts = {
  brand: 'Centro de líderes',
  greeting: (name: string) => (name ? `Hola, ${name}:` : 'Hola:'),
  resetPassword: {
    subject: 'Restablece tu contraseña',
    intro: 'Recibimos una solicitud para restablecer la contraseña de tu cuenta.',
    button: 'Restablecer contraseña',
    ignore: 'Si no solicitaste este cambio, ignora este correo: tu contraseña seguirá igual.',
  },
  verifyEmail: {
    subject: 'Confirma tu correo electrónico',
    intro: 'Confirma tu correo electrónico para terminar de crear tu cuenta.',
    button: 'Confirmar correo',
    ignore: 'Si no creaste una cuenta, ignora este correo.',
  },
  invitation: {
    subject: 'Te damos la bienvenida al Centro de líderes',
    intro: 'Un administrador creó tu cuenta de líder. Define tu contraseña para ingresar y empezar a compartir tus códigos.',
    button: 'Definir contraseña',
    ignore: 'Si no esperabas esta invitación, ignora este correo.',
  },
  linkFallback: 'Si el botón no funciona, copia y pega este enlace en tu navegador:',
  expiry: 'Por seguridad, el enlace vence pronto y solo puede usarse una vez.',
  footer: (year: number) => `© ${year} Centro de líderes. Todos los Derechos Reservados.`,
} as const;

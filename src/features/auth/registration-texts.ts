// Spanish texts of the registration screen. Kept apart from texts.ts, which the sign-in page
// loads with its first download: these load with the registration screen. The leader form's
// labels (Nombre, Apellidos, …) are shared with 'Nuevo líder': src/components/forms/texts.ts.

export const registrationTexts = {
  title: 'Crea tu cuenta de líder',
  subtitle: 'Completa tus datos. Un administrador autorizará tu cuenta.',
  password: 'Contraseña',
  confirmPassword: 'Confirmar contraseña',
  submit: 'Crear cuenta',
  haveAccount: '¿Ya tienes cuenta?',
  signInLink: 'Inicia sesión',
  successTitle: 'Cuenta creada',
  successText: (email: string) =>
    `Enviamos un mensaje a ${email} para confirmar tu correo. Haz clic en el enlace del mensaje.`,
  successAuthorization:
    'Un administrador debe autorizar tu cuenta antes de que puedas ingresar. Te avisaremos cuando esté lista; mientras tanto, al iniciar sesión verás un aviso de permisos.',
  verificationSubject: 'Confirma tu correo electrónico',
  verificationNotSent:
    'Tu cuenta fue creada, pero no pudimos enviar el correo de confirmación. Podrás reenviarlo al iniciar sesión.',
} as const;

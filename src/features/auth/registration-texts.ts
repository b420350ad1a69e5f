// Spanish texts of the registration screen. Kept apart from texts.ts, which the sign-in page
// loads with its first download: these load with the registration screen.

export const registrationTexts = {
  title: 'Crea tu cuenta de líder',
  subtitle: 'Completa tus datos. Un administrador autorizará tu cuenta.',
  firstName: 'Nombre',
  lastName: 'Apellidos',
  email: 'Correo electrónico',
  dateOfBirth: 'Fecha de nacimiento',
  idType: 'Tipo de identificación',
  idTypes: { national_id: 'Cédula de identidad', passport: 'Pasaporte', residence_id: 'DIMEX (residencia)' },
  idNumber: 'Número de identificación',
  phone: 'Teléfono',
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

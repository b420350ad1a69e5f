// Spanish texts of the account screens: sign-in, registration, password reset, e-mail
// confirmation and the SMS second factor. docs/product.md (Texts and the error catalogue) is
// generated from this module (`npm run docs`). Shared texts and the error catalogue are in
// src/lib/texts.ts. The sign-in page loads this module with its first download, so screens
// reached later keep theirs apart: auth-action-texts.ts (e-mail action links, new password),
// registration-texts.ts and two-step-texts.ts.

export const authTexts = {
  signIn: {
    title: 'Iniciar sesión',
    subtitle: 'Ingresa para validar y compartir tus códigos.',
    identifierLabel: 'Usuario o correo',
    passwordLabel: 'Contraseña',
    submit: 'Iniciar sesión',
    /** Link to the sign-in page from the other account screens. */
    goToSignIn: 'Ir a iniciar sesión',
    forgotPassword: '¿Olvidaste tu contraseña?',
    noAccount: '¿No tienes cuenta?',
    registerLink: 'Regístrate',
    showPassword: 'Mostrar contraseña',
    hidePassword: 'Ocultar contraseña',
  },

  validation: {
    required: 'Este campo es obligatorio.',
    invalidEmail: 'Ingresa un correo válido.',
    invalidIdentifier: 'Ingresa tu usuario o un correo válido.',
    passwordLength: 'La contraseña debe tener entre 8 y 64 caracteres.',
    passwordHint: 'Mínimo 8 caractéres. Al menos un número, una mayúscula y/o caracter especial.',
    passwordComposition: 'Incluye una mayúscula, una minúscula, un número y un caracter especial (#?!@$%^&*-).',
  },

  mfa: {
    title: 'Confirmación móvil',
    explanation:
      'Tu cuenta está protegida con verificación en dos pasos. Para ingresar, escribe el código que te enviamos por SMS a tu teléfono registrado.',
    sentTo: (phone: string) => `Enviamos un código por SMS al ${phone}.`,
    continue: 'Ingresar el código',
    codeTitle: 'Ingresa el código',
    codeLabel: 'Código de verificación',
    submit: 'Verificar',
    resend: 'Reenviar código',
    resent: 'Te enviamos un nuevo código.',
    noPendingVerification: 'La verificación expiró o no se inició. Inicia sesión de nuevo para recibir un código.',
    backToSignIn: 'Volver a iniciar sesión',
  },

  /** The two-step verification screen's title and user-menu item; its other texts are in two-step-texts.ts. */
  twoStepTitle: 'Verificación en dos pasos',

  resetRequest: {
    title: '¿Olvidaste tu contraseña?',
    submit: 'Solicitar contraseña',
    signInLink: 'Inicia sesión',
    emailSent: 'Se ha enviado un email exitosamente',
    emailLabel: 'Correo electrónico',
    intro: 'Escribe el correo de tu cuenta y te enviaremos un enlace para crear una nueva contraseña.',
    subject: 'Restablece tu contraseña',
    tooManyRequests: 'Hiciste demasiadas solicitudes. Espera unos minutos e intenta de nuevo.',
    failed: 'No pudimos enviar el correo. Intenta de nuevo más tarde.',
  },

  emailConfirmation: {
    title: 'Confirmación en camino',
    signOut: 'Cerrar sesión',
    sentTo: (email: string) =>
      `Enviamos un mensaje a ${email} para confirmar tu cuenta. Haz clic en el enlace del mensaje para terminar el registro.`,
    spamAdvice: '¿No lo encuentras? Revisa tu carpeta de correo no deseado (spam) o de promociones.',
    resend: 'Reenviar correo',
    subject: 'Confirma tu correo electrónico',
    waiting: 'Esta página se actualizará sola cuando confirmes tu correo.',
  },
} as const;

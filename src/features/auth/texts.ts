// Spanish texts of the account screens: sign-in, registration, password reset, e-mail
// actions and the SMS second factor. Texts quoted in ../shared/spec.md are copied character
// for character. Shared texts and the error catalogue are in src/lib/texts.ts.

export const authTexts = {
  authAction: {
    validating: 'Validando...',
    resetInvalidTitle: 'Prueba a cambiar la contraseña de nuevo',
    resetInvalidText: 'La petición para cambiar la contraseña ha caducado o ya se ha usado el enlace.',
    verifyInvalidTitle: 'Prueba a verificar el correo electrónico de nuevo',
    verifyInvalidText: 'La petición para verificar su correo electrónico ha caducado o ya se ha usado el enlace.',
    passwordChangeFailed: 'La petición para cambiar la contraseña ha caducado o la contraseña no es muy segura.',
    emailVerifiedTitle: 'Su correo electrónico ha sido verificado',
    emailVerifiedText: 'Ahora puede iniciar sesión en su cuenta.',
    passwordUpdated: 'Su contraseña ha sido actualizada',
    passwordHint: 'Mínimo 8 caractéres. Al menos un número, una mayúscula y/o caracter especial.',
    // Texts of the auth action screen that the spec leaves to design.
    resetTitle: 'Crea una nueva contraseña',
    resetHeading: 'Restablecer contraseña',
    verifyHeading: 'Verificación de correo',
    resetFor: (email: string) => `Para la cuenta ${email}`,
    newPasswordLabel: 'Nueva contraseña',
    confirmPasswordLabel: 'Confirmar contraseña',
    changePassword: 'Cambiar contraseña',
    continue: 'Continuar',
    goToSignIn: 'Ir a iniciar sesión',
    unknownModeTitle: 'Enlace no válido',
    unknownModeText: 'El enlace que abriste no es válido. Revisa el correo o solicita uno nuevo.',
  },

  signIn: {
    title: 'Iniciar sesión',
    subtitle: 'Ingresa para validar y compartir tus códigos.',
    identifierLabel: 'Usuario o correo',
    passwordLabel: 'Contraseña',
    submit: 'Iniciar sesión',
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

  registration: {
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
  },

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

// Every user-facing Spanish text of the product, and the error catalogue (spec section 8).
// Texts quoted in ../shared/spec.md are copied character for character.
// Add new texts here, in the section they belong to; never inline Spanish text in components.

export const texts = {
  appName: 'Centro de líderes',

  errors: {
    emailAlreadyInUse: 'Este correo esta asociado a una cuenta existente',
    userNotFound: 'Este usuario no existe. Intenta de nuevo.',
    wrongPassword: 'Contraseña incorrecta.',
    weakPassword: 'Contraseña débil, la contraseña debe tener al menos 6 caracteres.',
    invalidEmail: 'Correo inválido, intenta con un válido.',
    invalidVerificationCode: 'Código de verificación inválido, intenta de nuevo.',
    requiresRecentLogin: 'Sesión expirada. Necesitas autenticarte nuevamente.',
    permissionDenied: 'Usuario con permisos insuficientes para ingresar.',
    passwordsNoMatch: 'La contraseña no es igual a la confirmación.',
    tooManyRequests: 'Cuenta bloqueada por intentos fallidos, contacte a soporte.',
    popupClosedByUser: 'Autenticación cancelada por el usuario.',
    unknown: 'Falló la autenticación, intenta nuevamente.',
  },

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

  shell: {
    signOut: 'Cerrar sesión',
    heading: 'Centro de líderes',
    rightsReserved: 'Todos los Derechos Reservados',
    copyright: (year: number) => `© ${year}`,
    terms: 'Términos y condiciones',
    privacy: 'Política de privacidad',
    opensInNewTab: '(se abre en una pestaña nueva)',
    logoAlt: 'Centro de líderes, ir al inicio',
    mainNavigation: 'Navegación principal',
    userMenu: 'Abrir menú de usuario',
    skipToContent: 'Saltar al contenido',
    closeNotification: 'Cerrar notificación',
  },

  navigation: {
    dashboard: { label: 'Dashboard', title: 'Validador de códigos' },
    codes: { label: 'Códigos', title: 'Seguimiento de códigos' },
  },

  codes: {
    validTitle: 'Códigos válidos',
    invalidTitle: 'Códigos no válidos',
    noAvailableCodes: 'No se encontraron códigos disponibles.',
    validate: 'Validar',
    clear: 'Limpiar',
    copyCodes: 'Copiar códigos',
    batchTitle: 'Códigos por lote',
    eventNotFound: 'Evento no encontrado',
    leaderNotFound: 'Leader no encontrado',
    copiedOne: (code: string) => `El código de acceso: ${code} ha sido copiado!`,
    copiedMany: (count: number) => `${count} códigos de acceso han sido copiados!`,
    statusLabels: {
      inUse: 'En uso',
      available: 'Disponible',
      expired: 'Expirado',
      deleted: 'Eliminado',
      missing: 'No existe',
    },
    typeLabels: { leader: 'Líder', discount: 'Descuento' },
    columns: {
      code: 'Código',
      status: 'Estado',
      used: 'Usado',
      actions: 'Acciones',
      event: 'Evento',
      created: 'Creado',
      codeType: 'Tipo de código',
      usage: 'Uso',
    },
    csvColumns: ['ID Evento', 'Evento', 'ID Líder', 'Líder', 'Código', 'Usado', 'Estado del código'],
    validatorTitle: 'Validar códigos',
    validatorLabel: 'Códigos a validar',
    validatorPlaceholder: 'Ingresa uno o más códigos separados por comas, espacios o saltos de línea',
    validatorSummary: (valid: number, invalid: number) =>
      `${valid} ${valid === 1 ? 'código válido' : 'códigos válidos'} y ${invalid} ${invalid === 1 ? 'código no válido' : 'códigos no válidos'}.`,
    copyCode: (code: string) => `Copiar código ${code}`,
    copyEventCodes: (event: string) => `Copiar códigos de ${event}`,
    shareWhatsApp: 'Compartir por WhatsApp',
    shareCodeWhatsApp: (code: string) => `Compartir por WhatsApp el código ${code}`,
    shareListWhatsApp: (title: string) => `Compartir por WhatsApp: ${title}`,
    usedLabel: 'Usado',
    shareEventWhatsApp: (event: string) => `Compartir por WhatsApp los códigos de ${event}`,
    downloadCsv: (event: string, count: number) => `Descargar CSV de ${event}, ${count} códigos`,
    copyFailed: 'No se pudo copiar. Selecciona el texto y cópialo manualmente.',
    loading: 'Cargando códigos...',
    loadError: 'No se pudieron cargar tus códigos. Revisa tu conexión e intenta de nuevo.',
    permissionError: 'No tienes permiso para ver estos códigos. Cierra sesión e ingresa de nuevo.',
    retry: 'Reintentar',
    noTrackedCodes: 'Aún no tienes códigos asignados.',
    noBatchCodes: 'No hay eventos con códigos.',
    batchGroup: (event: string, count: number) => `${event} · ${count} ${count === 1 ? 'código' : 'códigos'}`,
    batchLabel: 'Lote',
    paginationLabel: (title: string) => `Paginación: ${title}`,
  },

  pagination: {
    range: (from: number, to: number, total: number) => `${from} a ${to} de ${total} entradas`,
    pageSizeLabel: 'Seleccionar',
    unitOne: 'Entrada',
    unitMany: 'Entradas',
    navigation: 'Paginación',
    page: (page: number) => `Página ${page}`,
    previous: 'Página anterior',
    next: 'Página siguiente',
  },

  notifications: {
    /** Description of the 'Admin' notification created at registration (also fixed by firestore.rules). */
    registrationDescription: (email: string) => `El correo ${email} requiere autorización.`,
    registrationTitle: 'Admin',
  },

  notFound: {
    title: 'Página no encontrada',
    text: 'La página que buscas no existe o fue movida.',
    home: 'Ir al inicio',
  },
} as const;

/** Firebase error codes (with or without the "auth/" prefix) mapped to the catalogue. */
const ERROR_CATALOGUE: Record<string, string> = {
  'email-already-in-use': texts.errors.emailAlreadyInUse,
  'user-not-found': texts.errors.userNotFound,
  'wrong-password': texts.errors.wrongPassword,
  // Since e-mail enumeration protection, the SDK reports a wrong password and an unknown user
  // alike as invalid-credential. The closest catalogue entry that does not reveal which one
  // failed is the wrong-password text: the user re-types the password first.
  'invalid-credential': texts.errors.wrongPassword,
  'invalid-login-credentials': texts.errors.wrongPassword,
  'weak-password': texts.errors.weakPassword,
  'invalid-email': texts.errors.invalidEmail,
  'invalid-verification-code': texts.errors.invalidVerificationCode,
  'requires-recent-login': texts.errors.requiresRecentLogin,
  'permission-denied': texts.errors.permissionDenied,
  'passwords-no-match': texts.errors.passwordsNoMatch,
  'too-many-requests': texts.errors.tooManyRequests,
  'popup-closed-by-user': texts.errors.popupClosedByUser,
};

/** The catalogue message for a Firebase error (or its code); 'anything else' gets the generic text. */
export function errorMessage(error: unknown): string {
  const code =
    typeof error === 'string'
      ? error
      : typeof error === 'object' && error !== null && 'code' in error
        ? String((error as { code: unknown }).code)
        : '';
  const key = code.replace(/^auth\//, '');
  return ERROR_CATALOGUE[key] ?? texts.errors.unknown;
}

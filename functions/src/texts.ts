// What the functions answer a person in Spanish, besides the rules of their inputs (common/):
// refusals the app shows as the function words them (src/lib/firebase/function-error.ts), and
// the answers of sendEmailActionCustom. docs/product.md lists them, generated from this module
// (`npm run docs`). The e-mails themselves: email/texts.ts. No imports: the docs script loads it.

export const functionTexts = {
  session: {
    signInFirst: 'Debes iniciar sesión.',
    noLongerValid: 'Tu sesión ya no es válida: la cuenta fue deshabilitada o sus sesiones se cerraron. Inicia sesión de nuevo.',
    activeAdminOnly: 'Solo un administrador activo de la tienda, con el correo confirmado, puede usar esta función.',
    notAllowed: 'Usuario con permisos insuficientes para ingresar.',
  },
  request: {
    /** `where` is 'la solicitud' or 'el campo {field}'. */
    malformedText: (where: string) => `Hay caracteres no válidos (texto Unicode mal formado) en ${where}.`,
    wholeRequest: 'la solicitud',
    field: (field: string) => `el campo ${field}`,
    tooDeep: (levels: number) => `La solicitud anida listas u objetos a más de ${levels} niveles.`,
    unknownType: 'La solicitud usa un tipo "@type" que esta función no admite.',
  },
  generateCodes: {
    leaderNotFound: 'El campo leaderId no corresponde a un usuario existente.',
    eventNotFound: 'El campo eventId no corresponde a un evento existente.',
    notReadingLeader: 'El campo leaderId no corresponde a un líder de la tienda con acceso (rol Leader, la tienda configurada y lectura no revocada).',
    leaderNotConfirmed: 'El líder del campo leaderId aún no ha confirmado su correo electrónico o su cuenta está deshabilitada.',
    noFreeCodes: 'No hay suficientes códigos libres con ese prefijo y longitud. Usa un prefijo más corto o una longitud mayor.',
    reservationFailed: 'No se pudieron reservar códigos únicos tras varios intentos; no se creó ninguno. Inténtalo de nuevo o usa una longitud mayor.',
    requestIdReused: 'El campo requestId ya se usó con otros datos; usa un requestId nuevo para una generación distinta.',
    requestIdRunning: 'Otra llamada con el mismo requestId sigue generando los códigos; vuelve a intentarlo en un momento con el mismo requestId.',
  },
  removeCodes: {
    leaderNotFound: 'El campo leaderId no corresponde a un usuario registrado.',
    notThisStoresLeader: 'El campo leaderId no corresponde a un líder de esta tienda.',
  },
  leaders: {
    storeNotConfigured: 'El campo storeId no corresponde a una tienda configurada.',
    createFailed: 'No se pudo crear el líder; no quedó ningún cambio guardado.',
    emailInUse: 'Este correo esta asociado a una cuenta existente',
    invalidEmail: 'El correo electrónico no es válido.',
    invalidPassword: 'La contraseña no es válida.',
    notConfirmed: (account: string) =>
      `La cuenta ${account} no ha confirmado su correo electrónico. Pide a la persona que abra el enlace de confirmación y vuelve a autorizarla.`,
    noUsersDocument: 'El usuario no tiene un registro en users (no completó el registro).',
    noAccountForEmail: (email: string) => `No existe una cuenta con el correo ${email}.`,
    notRegistered: 'El campo uid no corresponde a un usuario registrado.',
    notLeader: 'El campo uid no corresponde a un líder (rol Leader): aquí solo se revoca o restaura el acceso de líderes.',
    otherStore: 'El campo uid corresponde a un líder de otra tienda.',
  },
  registration: {
    tooMany: 'Demasiados registros desde esta conexión. Intenta de nuevo más tarde.',
    unavailable: 'El registro no está disponible en este momento. Intenta de nuevo más tarde.',
    failed: 'No se pudo crear la cuenta; no quedó ningún cambio guardado. Intenta de nuevo.',
    notARequest: 'El campo uid no corresponde a una solicitud de registro.',
    alreadyAnswered: 'La solicitud de registro del campo uid ya fue atendida.',
    /** Why an account is not a pending registration (leaders/pending-registration.ts); `who` names the account. */
    notPending: {
      admin: (who: string) => `La cuenta ${who} es de un administrador: no es una solicitud de registro pendiente y su rol no se cambia.`,
      otherStoreLeader: (who: string) => `La cuenta ${who} es de un líder de otra tienda: no es una solicitud de registro de esta tienda.`,
      revokedLeader: (who: string) => `La cuenta ${who} ya es líder de esta tienda, con el acceso revocado: se le devuelve con 'Restaurar acceso' en Líderes.`,
      leader: (who: string) => `La cuenta ${who} ya es líder de esta tienda: no tiene una solicitud de registro pendiente.`,
      otherRole: (who: string, role: string) => `La cuenta ${who} tiene el rol ${role}: no es una solicitud de registro pendiente.`,
      none: (who: string) => `La cuenta ${who} no tiene una solicitud de registro pendiente.`,
    },
  },
  store: {
    /** `configured` is the store the functions act on. */
    otherStore: (configured: string) => `Esta función solo actúa en la tienda configurada (${configured}): el campo storeId no puede nombrar otra tienda.`,
    missing: 'La tienda configurada aún no existe; no se guardó el enlace de la tienda.',
  },
  /** sendEmailActionCustom (password reset and e-mail verification). */
  /** What every HTTP function (not the callables) answers a request it cannot take. */
  httpRequest: {
    postOnly: 'Usa POST.',
    tooLarge: (kilobytes: number) => `La solicitud supera el máximo de ${kilobytes} KB.`,
    jsonOnly: 'La solicitud debe ser JSON (Content-Type: application/json).',
    appCheckMissing: 'Falta una verificación de App Check válida.',
  },
  emailAction: {
    failed: 'No se pudo enviar el correo. Intenta de nuevo más tarde.',
    unknownStore: 'El campo storeId no corresponde a una tienda conocida.',
    redirectNotAllowed: 'El campo redirect no está en la lista de direcciones permitidas de la tienda.',
    redirectCharacters: 'El campo redirect tiene caracteres que los enlaces de correo no admiten (por ejemplo "//", "ñ", espacios, comillas o "<").',
    tooManyRequests: 'Demasiadas solicitudes. Intenta de nuevo en unos minutos.',
    originNotAllowed: 'Origen no permitido.',
  },
  /** reportClientError's answers to the app's error reporter (nobody reads them on screen). */
  clientErrors: {
    failed: 'No se pudo registrar el error.',
    tooManyReports: 'Demasiados reportes de error. Intenta de nuevo más tarde.',
  },
} as const;

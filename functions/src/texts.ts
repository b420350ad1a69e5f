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
    /** `where` is 'la solicitud' or 'uno de los datos enviados'; the field itself travels in details.field. */
    malformedText: (where: string) => `Hay caracteres no válidos (texto Unicode mal formado) en ${where}.`,
    wholeRequest: 'la solicitud',
    oneField: 'uno de los datos enviados',
    tooDeep: (levels: number) => `La solicitud anida listas u objetos a más de ${levels} niveles.`,
    unknownType: 'La solicitud usa un tipo "@type" que esta función no admite.',
  },
  generateCodes: {
    leaderNotFound: 'El líder elegido no existe. Búscalo de nuevo en la lista de líderes.',
    eventNotFound: 'El evento elegido no existe. Elige otro evento.',
    notReadingLeader: 'La persona elegida no es un líder de la tienda con acceso (puede que su acceso esté revocado).',
    leaderDisabled: 'La cuenta de este líder está deshabilitada: no se le pueden preparar códigos.',
    noFreeCodes: 'No hay suficientes códigos libres con ese prefijo y longitud. Usa un prefijo más corto o una longitud mayor.',
    reservationFailed: 'No se pudieron reservar códigos únicos tras varios intentos; no se creó ninguno. Inténtalo de nuevo o usa una longitud mayor.',
    requestIdReused: 'Esta solicitud ya se usó con otros datos. Vuelve a enviar el formulario para generar un lote distinto.',
    requestIdRunning: 'Este lote se sigue generando. Vuelve a intentarlo en un momento: no se creará otro lote.',
  },
  removeCodes: {
    leaderNotFound: 'Este líder no existe.',
    notThisStoresLeader: 'Esta persona no es un líder de esta tienda.',
  },
  leaders: {
    storeNotConfigured: 'La tienda indicada no está configurada.',
    createFailed: 'No se pudo crear el líder; no quedó ningún cambio guardado.',
    emailInUse: 'Este correo esta asociado a una cuenta existente',
    invalidEmail: 'El correo electrónico no es válido.',
    invalidPassword: 'La contraseña no es válida.',
    notConfirmed: (account: string) =>
      `La cuenta ${account} no ha confirmado su correo electrónico. Pide a la persona que abra el enlace de confirmación y vuelve a autorizarla.`,
    noUsersDocument: 'El usuario no tiene un registro en users (no completó el registro).',
    noAccountForEmail: (email: string) => `No existe una cuenta con el correo ${email}.`,
    notRegistered: 'Esta cuenta no está registrada.',
    notLeader: 'Esta cuenta no es de un líder: aquí solo se gestionan líderes.',
    otherStore: 'Este líder es de otra tienda.',
  },
  /** updateLeader and resendInvitation (a leader's page and Líderes). */
  leaderAccount: {
    alreadyConfirmed: 'Este líder ya confirmó su correo: no necesita otra invitación.',
    emailConfirmed: 'Este líder ya confirmó su correo: ya no se puede cambiar desde aquí.',
    emailInUse: 'Ya existe otra cuenta con este correo.',
    disabled: 'La cuenta de este líder está deshabilitada.',
    tooManyInvitations: 'Ya se reenviaron varias invitaciones a este líder hace poco. Espera unos minutos antes de intentarlo de nuevo.',
    failed: 'No se pudieron guardar los cambios del líder. Intenta de nuevo.',
    inviteFailed: 'No se pudo reenviar la invitación. Intenta de nuevo.',
  },
  registration: {
    tooMany: 'Demasiados registros desde esta conexión. Intenta de nuevo más tarde.',
    unavailable: 'El registro no está disponible en este momento. Intenta de nuevo más tarde.',
    failed: 'No se pudo crear la cuenta; no quedó ningún cambio guardado. Intenta de nuevo.',
    notARequest: 'Esta cuenta no tiene una solicitud de registro.',
    alreadyAnswered: 'Esta solicitud de registro ya fue atendida.',
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
    otherStore: (configured: string) => `Esta función solo actúa en la tienda configurada (${configured}), no en otra tienda.`,
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
    unknownStore: 'La tienda indicada no es una tienda conocida.',
    redirectNotAllowed: 'La dirección de regreso no está en la lista de direcciones permitidas de la tienda.',
    redirectCharacters: 'La dirección de regreso tiene caracteres que los enlaces de correo no admiten (por ejemplo "//", "ñ", espacios, comillas o "<").',
    tooManyRequests: 'Demasiadas solicitudes. Intenta de nuevo en unos minutos.',
    originNotAllowed: 'Origen no permitido.',
  },
  /** reportClientError's answers to the app's error reporter (nobody reads them on screen). */
  clientErrors: {
    failed: 'No se pudo registrar el error.',
    tooManyReports: 'Demasiados reportes de error. Intenta de nuevo más tarde.',
  },
} as const;

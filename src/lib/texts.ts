// The Spanish texts shared by the whole app (shell, navigation, pagination, not-found screen)
// and the error catalogue (docs/product.md, Texts and the error catalogue). Each feature keeps
// its own texts next to it (src/features/auth/texts.ts, src/features/codes/texts.ts).
// docs/product.md lists them, generated from these modules (`npm run docs`); never inline
// Spanish text in components.
import { formatCount } from '@common/number-format';

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
    /** A request that needs the network, made without it. */
    networkRequestFailed: 'Sin conexión a internet. Esta acción necesita conexión; intenta de nuevo cuando vuelvas a estar en línea.',
    unknown: 'Falló la autenticación, intenta nuevamente.',
    /** A refusal of a function whose own words were meant for a program (they name a field of the request). */
    invalidRequest: 'Alguno de los datos no es válido. Revísalos e intenta de nuevo.',
    /** A function that is asked too often. */
    tooManyCalls: 'Demasiadas solicitudes seguidas. Espera unos minutos e intenta de nuevo.',
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

  /** MUI's own controls (esES says 'Abierto' for the button that opens a list of options). */
  controls: { open: 'Abrir', close: 'Cerrar', clear: 'Limpiar' },
  pagination: {
    range: (from: number, to: number, total: number) => `${formatCount(from)} a ${formatCount(to)} de ${formatCount(total)} entradas`,
    pageSizeLabel: 'Seleccionar',
    unitOne: 'Entrada',
    unitMany: 'Entradas',
    navigation: 'Paginación',
    page: (page: number) => `Página ${page}`,
    previous: 'Página anterior',
    next: 'Página siguiente',
  },

  /** The screen shown instead of a page whose code could not be loaded (never a blank screen). */
  recovery: {
    title: 'No se pudo cargar esta página.',
    text: 'Puede que la conexión se haya interrumpido o que haya una versión nueva de la aplicación.',
    offline: 'Sin conexión. Lo intentaremos de nuevo en cuanto vuelvas a estar en línea.',
    retry: 'Reintentar',
  },

  /** A new version of the installed app is ready; it replaces the current one only when the leader says so. */
  appUpdate: {
    available: 'Nueva versión disponible',
    reload: 'Actualizar',
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
  'network-request-failed': texts.errors.networkRequestFailed,
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

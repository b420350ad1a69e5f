// Every route of the app, in one place: the router, links and redirects of the app, the links
// the functions put in e-mails, and the scripts that open pages (the bench). The list of routes
// and who may open each one: docs/product.md.

export const paths = {
  home: '/',
  codes: '/codigos',
  signIn: '/iniciar-sesion',
  register: '/registro',
  resetPassword: '/restablecer-contrasena',
  emailConfirmation: '/confirmacion-de-correo',
  mobileConfirmation: '/confirmacion-movil',
  mobileCode: '/confirmacion-movil/codigo',
  authAction: '/auth/action',
  twoStepVerification: '/verificacion-en-dos-pasos',
  admin: {
    requests: '/administracion',
    leaders: '/administracion/lideres',
    leader: (uid: string) => `/administracion/lideres/${encodeURIComponent(uid)}`,
    /** The route of leader(uid). */
    leaderPattern: '/administracion/lideres/:uid',
    generateCodes: '/administracion/generar-codigos',
    activity: '/administracion/actividad',
    store: '/administracion/tienda',
  },
} as const;

/** The address of an app path on the app at `appUrl` (a trailing slash on it is ignored). */
export function appUrlOf(appUrl: string, path: string): string {
  return `${appUrl.replace(/\/+$/, '')}${path}`;
}

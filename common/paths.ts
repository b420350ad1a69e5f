// Every route of the app, in one place (the router, links, redirects and the e-mail action
// links use these). The list of routes and who may open each one: docs/product.md.

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

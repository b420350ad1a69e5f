// Spanish texts of the e-mail action page (/auth/action: password reset and e-mail
// verification links) and of the new-password form. docs/product.md (Texts and the error
// catalogue) is generated from this module (`npm run docs`). Kept apart from texts.ts, which
// the sign-in page loads with its first download: these load with the screens that show them.

export const authActionTexts = {
  validating: 'Validando...',
  resetInvalidTitle: 'Prueba a cambiar la contraseña de nuevo',
  resetInvalidText: 'La petición para cambiar la contraseña ha caducado o ya se ha usado el enlace.',
  verifyInvalidTitle: 'Prueba a verificar el correo electrónico de nuevo',
  verifyInvalidText: 'La petición para verificar su correo electrónico ha caducado o ya se ha usado el enlace.',
  passwordChangeFailed: 'La petición para cambiar la contraseña ha caducado o la contraseña no es muy segura.',
  emailVerifiedTitle: 'Su correo electrónico ha sido verificado',
  emailVerifiedText: 'Ahora puede iniciar sesión en su cuenta.',
  passwordUpdated: 'Su contraseña ha sido actualizada',
  // The new-password screen's own headings and labels.
  resetTitle: 'Crea una nueva contraseña',
  resetHeading: 'Restablecer contraseña',
  verifyHeading: 'Verificación de correo',
  resetFor: (email: string) => `Para la cuenta ${email}`,
  newPasswordLabel: 'Nueva contraseña',
  confirmPasswordLabel: 'Confirmar contraseña',
  changePassword: 'Cambiar contraseña',
  continue: 'Continuar',
  unknownModeTitle: 'Enlace no válido',
  unknownModeText: 'El enlace que abriste no es válido. Revisa el correo o solicita uno nuevo.',
} as const;

// Spanish texts of the two-step verification screen (the SMS second factor turned on and off
// by a signed-in leader). Kept apart from texts.ts, which the
// sign-in page loads with its first download: these load with the screen that shows them.
import { authTexts } from '@/features/auth/texts';

export const twoStepTexts = {
  title: authTexts.twoStepTitle,
  intro:
    'Protege tu cuenta: además de tu contraseña, cada vez que ingreses te pediremos un código que te enviaremos por SMS.',
  phoneLabel: 'Número de teléfono',
  phoneHint: 'Costa Rica (+506) si no indicas otro país. Para otro país, escribe su código con + (por ejemplo, +1 415 555 0100).',
  invalidPhone: 'Ingresa un número de teléfono válido, por ejemplo 8888 1234.',
  sendCode: 'Enviar código',
  codeSentTo: (phone: string) => `Enviamos un código por SMS al ${phone}. Escríbelo para activar la verificación en dos pasos.`,
  codeLabel: 'Código de verificación',
  invalidCode: 'El código tiene 6 dígitos.',
  activate: 'Activar',
  changeNumber: 'Cambiar el número',
  enabled: 'La verificación en dos pasos quedó activada.',
  activeFor: (phone: string) => `Está activada. Cada vez que ingreses te enviaremos un código por SMS al ${phone}.`,
  deactivate: 'Desactivar',
  disabled: 'La verificación en dos pasos quedó desactivada. Desde ahora ingresas solo con tu contraseña.',
  reauthText: 'Por seguridad, confirma tu contraseña para continuar.',
  passwordLabel: 'Contraseña',
  confirm: 'Confirmar',
  reauthCodeText: (phone: string) => `Por seguridad, escribe el código que enviamos por SMS al ${phone}.`,
  verify: 'Verificar',
  cancel: 'Cancelar',
} as const;

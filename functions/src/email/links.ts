// Action links: firebase-admin generates them (for the Firebase hosted handler or, in the
// emulator, the Auth emulator's page); we keep the oobCode and point the link at the app's
// own handler, `${appUrl}/auth/action`, with the requested continueUrl.
import type { EmailActionMode } from '../../../common/constants';
import { appUrlOf, paths } from '../../../common/paths';
import { adminAuth } from '../lib/admin';

export async function generateActionLink(mode: EmailActionMode, email: string, continueUrl: string): Promise<string> {
  const settings = { url: continueUrl };
  return mode === 'resetPassword'
    ? adminAuth.generatePasswordResetLink(email, settings)
    : adminAuth.generateEmailVerificationLink(email, settings);
}

export function toAppActionLink(generatedLink: string, appUrl: string, mode: EmailActionMode, continueUrl: string): string {
  const oobCode = new URL(generatedLink).searchParams.get('oobCode');
  if (!oobCode) throw new Error('El enlace generado no contiene oobCode.');
  const link = new URL(appUrlOf(appUrl, paths.authAction));
  link.searchParams.set('mode', mode);
  link.searchParams.set('oobCode', oobCode);
  link.searchParams.set('continueUrl', continueUrl);
  link.searchParams.set('lang', 'es');
  return link.toString();
}

/** Generates the link and rewrites it to the app's handler in one step. */
export async function appActionLink(mode: EmailActionMode, email: string, appUrl: string, continueUrl: string): Promise<string> {
  return toAppActionLink(await generateActionLink(mode, email, continueUrl), appUrl, mode, continueUrl);
}

import { isEmailActionMode, type EmailActionMode } from '@common/constants';

export interface EmailActionParams {
  /** null for a missing or unknown mode. */
  mode: EmailActionMode | null;
  oobCode: string | null;
  continueUrl: string | null;
  lang: string | null;
}

/** Reads the query parameters of an e-mail action link (/auth/action). */
export function parseActionParams(search: string): EmailActionParams {
  const params = new URLSearchParams(search);
  const mode = params.get('mode');
  return {
    mode: isEmailActionMode(mode) ? mode : null,
    oobCode: params.get('oobCode') || null,
    continueUrl: params.get('continueUrl') || null,
    lang: params.get('lang') || null,
  };
}

import { DISPLAY_NAME_MAX_LENGTH } from '@common/constants';
import type { EmailActionRequest } from '@common/schemas';
import { isPersonName } from '@common/person-name';
import { appEnv } from '@/lib/env';
import { appCheckHeaders, appCheckSiteKey } from '@/lib/firebase/app-check';
import { texts } from '@/lib/texts';
import { authTexts } from '@/features/auth/texts';

/** A failed sendEmailActionCustom call, with the Spanish message to show. */
export class EmailActionError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.name = 'EmailActionError';
    this.status = status;
  }
}

/** Spanish message for an HTTP status of sendEmailActionCustom. */
export function emailActionErrorMessage(status: number): string {
  return status === 429 ? authTexts.resetRequest.tooManyRequests : authTexts.resetRequest.failed;
}

/**
 * POSTs to the sendEmailActionCustom function (answers: functions/README.md). The link in the e-mail
 * returns to `redirectPath` on this app's origin. Unknown addresses get the same answer as
 * known ones (the function does not reveal accounts).
 */
export async function requestEmailAction(input: {
  email: string;
  mode: EmailActionRequest['mode'];
  subject: string;
  name: string;
  redirectPath: string;
}): Promise<void> {
  const body: EmailActionRequest = {
    email: input.email,
    mode: input.mode,
    redirect: `${window.location.origin}${input.redirectPath}`,
    storeId: appEnv.storeId,
    subject: input.subject,
    // The function greets by the account's own name anyway; it refuses a name that is not one.
    name: isPersonName(input.name) && input.name.length <= DISPLAY_NAME_MAX_LENGTH ? input.name : '',
  };
  let response: Response;
  try {
    response = await fetch(`${appEnv.functionsBaseUrl}/sendEmailActionCustom`, {
      method: 'POST',
      // With App Check enforced, the function answers only requests that carry its token.
      headers: { 'Content-Type': 'application/json', ...(appCheckSiteKey ? await appCheckHeaders() : {}) },
      body: JSON.stringify(body),
    });
  } catch {
    // fetch rejects only when the request never got an answer: no connection (or it dropped).
    throw new EmailActionError(0, texts.errors.networkRequestFailed);
  }
  if (!response.ok) throw new EmailActionError(response.status, emailActionErrorMessage(response.status));
}

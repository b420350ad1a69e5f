// The invitation e-mail of a leader an administrator onboarded: a link to set a password (which
// also confirms the address), greeting the leader by first name. createLeader sends it first;
// resendInvitation sends it again, and updateLeader to a corrected address. It goes to the outbox
// (email/outbox.ts) in the caller's batch, with the change it belongs to.
import { appUrlOf, paths } from '../../../common/paths';
import type { StoreDoc } from '../../../common/data-model';
import { appActionLink } from '../email/links';
import { outboxEntry } from '../email/outbox';
import { renderEmail } from '../email/render';
import { emailTexts } from '../email/texts';

export async function invitationMail(input: { email: string; firstName: string; storeId: string; store: StoreDoc }) {
  const link = await appActionLink('resetPassword', input.email, input.store.appUrl, appUrlOf(input.store.appUrl, paths.signIn));
  const copy = emailTexts.invitation;
  const message = renderEmail({ subject: copy.subject, name: input.firstName, intro: copy.intro, button: copy.button, ignore: copy.ignore, link });
  return outboxEntry({ to: [input.email], message, kind: 'invitation', link, storeId: input.storeId });
}

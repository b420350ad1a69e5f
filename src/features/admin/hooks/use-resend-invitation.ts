import { useState } from 'react';
import { useNotify } from '@/hooks/use-notify';
import { resendInvitation } from '@/features/admin/api/admin-functions';
import type { Leader } from '@/features/admin/api/leaders';
import { adminTexts } from '@/features/admin/texts';
import { functionErrorMessage } from '@/lib/firebase/function-error';

export interface InvitationFailure {
  uid: string;
  message: string;
}

/**
 * 'Reenviar invitación': sends the invitation again through resendInvitation. A success is a
 * notice; a refusal (already confirmed, too many) stays, beside the leader, until dismissed or
 * another invitation is sent. `onChanged` runs after a refusal, which may have brought the leader up to date (already confirmed).
 */
export function useResendInvitation(onChanged: () => void) {
  const notify = useNotify();
  const [sending, setSending] = useState<string | null>(null);
  const [failure, setFailure] = useState<InvitationFailure | null>(null);

  async function resend(leader: Leader) {
    setSending(leader.uid);
    setFailure(null);
    try {
      const { email } = await resendInvitation({ uid: leader.uid });
      notify({ type: 'success', message: adminTexts.leaders.invitationSent(email) });
    } catch (error) {
      setFailure({ uid: leader.uid, message: functionErrorMessage(error, adminTexts.common.actionFailed) });
      // An answer such as 'already confirmed' also brought the leader's record up to date.
      onChanged();
    } finally {
      setSending(null);
    }
  }

  return { resend, sending, failure, dismiss: () => setFailure(null) };
}

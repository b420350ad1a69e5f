import type { ActivityAccount, ActivityDetails, ActivityKind } from '@common/activity';
import { adminTexts } from '@/features/admin/texts';
import { formatCount } from '@common/number-format';

const describe = adminTexts.activity.describe;

/** An account as an entry names it: its name and e-mail when both are known. */
export function accountLabel(account: ActivityAccount | null): string {
  if (!account) return '';
  if (account.name && account.email) return `${account.name} (${account.email})`;
  return account.name ?? account.email ?? account.uid;
}

/** The Spanish sentence of a log entry, e.g. 'Generó 50 códigos para Laura Jiménez (lider@demo.cr), evento Noche de Rock.' */
export function describeActivity(entry: { kind: ActivityKind; subject: ActivityAccount | null; details: ActivityDetails }): string {
  const who = accountLabel(entry.subject);
  const n = entry.details.count ?? entry.details.codes?.length ?? 0;
  const count = formatCount(n);
  switch (entry.kind) {
    case 'codes-generated':
      return describe.codesGenerated(count, n, who, entry.details.eventName ?? entry.details.eventId ?? '');
    case 'codes-removed':
      return describe.codesRemoved(count, n, who);
    case 'registration-authorized':
      return describe.registrationAuthorized(who);
    case 'registration-rejected':
      return describe.registrationRejected(who);
    case 'access-revoked':
      return describe.accessRevoked(who);
    case 'access-restored':
      return describe.accessRestored(who);
    case 'leader-created':
      return describe.leaderCreated(who);
    case 'leader-updated': {
      const changes = (entry.details.changed ?? []).map((change) => adminTexts.activity.changes[change]);
      const joined = changes.length > 1 ? adminTexts.activity.joinChanges(changes.slice(0, -1).join(', '), changes[changes.length - 1]) : (changes[0] ?? adminTexts.activity.changes.name);
      return describe.leaderUpdated(who, joined) + (entry.details.previousEmail ? describe.leaderUpdatedEmail(entry.details.previousEmail) : '');
    }
    case 'invitation-resent':
      return describe.invitationResent(who);
    case 'shop-template-saved':
      return entry.details.template ? describe.templateSaved(entry.details.template) : describe.templateCleared;
    case 'shop-key-created':
      return describe.keyCreated(entry.details.keyLast4 ?? '', entry.details.keyLabel ?? '');
    case 'shop-key-revoked':
      return describe.keyRevoked(entry.details.keyLast4 ?? '', entry.details.keyLabel ?? '');
  }
}

// The administrators' callable functions. Every change an administrator makes goes through one
// of them (never a browser write): the function checks who is calling, validates the input, makes
// the change and writes the activity entry, on the server.
import { httpsCallable } from 'firebase/functions';
import type { LookedUpCode } from '@common/code-document';
import type { GenerateCodesInput } from '@common/code-generation';
import type {
  CreatedShopKey,
  CreateLeaderInput,
  CreateShopKeyInput,
  DescribeRegistrationsResult,
  LeaderOrdersPage,
  ListLeaderOrdersInput,
  SaveShopTemplateInput,
  SetLeaderAccessInput,
  ShopKeyView,
  UpdateLeaderInput,
} from '@common/schemas';
import { functions } from '@/lib/firebase/functions';

const callable = <Input, Output>(name: string) => {
  const call = httpsCallable<Input, Output>(functions, name);
  return async (input: Input): Promise<Output> => (await call(input)).data;
};

export type { RegistrationDescription, ShopKeyView } from '@common/schemas';

/** What Auth and the users documents say of the accounts that asked for access (in the order asked). */
export const describeRegistrations = callable<{ uids: string[] }, DescribeRegistrationsResult>('describeRegistrations');
export const authorizeRegistration = callable<{ uid: string }, { uid: string; notificationMarkedRead: boolean }>('authorizeUser');
export const rejectRegistration = callable<{ uid: string }, { uid: string }>('rejectRegistration');
export const setLeaderAccess = callable<SetLeaderAccessInput, { uid: string; read: boolean }>('setLeaderAccess');
/** Corrects a leader's name and phone, and the e-mail while unconfirmed (the codes follow the new name). */
export const updateLeader = callable<UpdateLeaderInput, { uid: string; changed: Array<'name' | 'phone' | 'email'>; codesRenamed: number }>('updateLeader');
/** Sends the invitation e-mail again to a leader whose e-mail is unconfirmed. */
export const resendInvitation = callable<{ uid: string }, { uid: string; email: string }>('resendInvitation');
export const createLeader = callable<CreateLeaderInput, { uid: string; email: string }>('createLeader');
export const generateCodes = callable<GenerateCodesInput, { trackingId: string; codes: string[] }>('generateCodes');
/** Which of `codes` removeCodes would take from leader `leaderId` (their codes not yet deleted): asked before the confirmation. */
export const lookUpRemovableCodes = callable<{ codes: string[]; leaderId: string }, { codes: LookedUpCode[] }>('lookUpCodes');
export const removeCodes = callable<{ codes: string[]; leaderId?: string }, { removed: string[]; alreadyDeleted: string[]; notFound: string[] }>('removeCodes');
export const saveShopTemplate = callable<SaveShopTemplateInput, { template: string | null }>('saveShopTemplate');
// Tienda → 'Integración con la tienda': the shop API's keys (the key itself only in createShopKey's answer).
export const createShopKey = callable<CreateShopKeyInput, CreatedShopKey>('createShopKey');
export const listShopKeys = callable<Record<string, never>, { shopKeys: ShopKeyView[] }>('listShopKeys');
export const revokeShopKey = callable<{ keyId: string }, { shopKey: ShopKeyView }>('revokeShopKey');
// A leader's page: the orders of their codes, a page at a time (the orders stay server-only).
export const listLeaderOrders = callable<ListLeaderOrdersInput, LeaderOrdersPage>('listLeaderOrders');
export type { LeaderOrderView } from '@common/schemas';

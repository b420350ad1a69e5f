// Helpers of the administrators' area e2e tests: signing in as the demo administrator, and the
// data an administrator works on, made with the Admin SDK as the functions would leave it.
import { expect, type Locator, type Page } from '@playwright/test';
import { COLLECTIONS } from '../../../common/collections.ts';
import { registrationNotice } from '../../../common/registration-notice.ts';
import { createTestAccount, type TestAccount } from './auth-accounts.ts';
import { admin } from './emulator.ts';
import { signIn } from './fixtures.ts';

export const ADMIN_EMAIL = 'admin@demo.cr';

/** Signs in as the demo administrator and waits for the area ('Centro de administración', /administracion). */
export async function signInAsAdmin(page: Page): Promise<void> {
  await signIn(page, ADMIN_EMAIL);
  await expect(page).toHaveURL(/\/administracion$/, { timeout: 45_000 });
  await expect(page.getByText('Centro de administración', { exact: true })).toBeVisible();
}

/** Goes to a page of the area through its link in the top bar (no reload). */
export async function openAdminPage(page: Page, link: 'Solicitudes' | 'Líderes' | 'Generar códigos' | 'Actividad' | 'Tienda'): Promise<Locator> {
  await page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: link }).click();
  const section = page.locator('main section').first();
  await expect(section).toBeVisible();
  return section;
}

export type TestRegistration = TestAccount;

/**
 * A registration waiting for authorization, as registerLeader leaves it: an account with no role
 * or store, its users document with the search fields, and its unread 'Admin' notification.
 */
export async function createRegistration(prefix: string, { verified }: { verified: boolean }): Promise<TestRegistration> {
  const account = await createTestAccount({ prefix, verified, role: null, name: `Registro ${prefix.replace(/[^a-z]/gi, '')}` });
  const { firestore } = await admin();
  const { Timestamp } = await import('firebase-admin/firestore');
  await firestore.collection(COLLECTIONS.notifications).doc(account.uid).set({ ...registrationNotice(account.uid, account.email), date: Timestamp.now() });
  return account;
}

/** A verified Leader of the store, findable by name in the leaders list (the search fields the functions keep). */
export async function createSearchableLeader(prefix: string): Promise<TestRegistration> {
  return createTestAccount({ prefix, verified: true, name: `Líder ${prefix.replace(/[^a-z]/gi, '')} ${Math.random().toString(36).slice(2, 7)}` });
}

/** The row (desktop) or card (phone) of a list entry that shows `text`. */
export function entryWith(section: Locator, text: string): Locator {
  return section.locator('tbody tr, .MuiCard-root').filter({ has: section.page().getByText(text, { exact: true }) });
}

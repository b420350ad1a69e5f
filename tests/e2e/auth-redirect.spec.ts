// An attacker takes a genuine verification link of their own throw-away account, swaps its
// continueUrl for one that resolves to another host, and sends it to a victim. After 'Su
// correo electrónico ha sido verificado' the 'Continuar' button must still lead into the app.
import { expect, test } from './support/fixtures.ts';
import { DEFAULT_STORE_ID } from '../../common/constants.ts';
import { createTestAccount, waitForOutboxLink } from './support/auth-accounts.ts';
import { stack } from './support/stack.ts';

const EVIL_HOST = 'evil.example';

/** Swapped continueUrls: each starts on the app's origin and ends on another host without the check. */
const attacks: Array<[label: string, continueUrl: (app: string) => string]> = [
  ['two slashes after the origin', (app) => `${app}//${EVIL_HOST}/login`],
  ['a dot segment before two slashes', (app) => `${app}/.//${EVIL_HOST}/login`],
  ['a slash and a backslash', (app) => `${app}/\\${EVIL_HOST}/login`],
  ['a tab between the slashes', (app) => `${app}/\t/${EVIL_HOST}/login`],
];

async function requestVerificationEmail(email: string, appOrigin: string): Promise<void> {
  const response = await fetch(`${stack.functionsOrigin}/${stack.projectId}/us-central1/sendEmailActionCustom`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      email,
      mode: 'verifyEmail',
      redirect: `${appOrigin}/iniciar-sesion`,
      storeId: DEFAULT_STORE_ID,
      subject: 'Confirma tu correo electrónico',
      name: '',
    }),
  });
  expect(response.status).toBe(200);
}

for (const [label, continueUrl] of attacks) {
  test(`a verification link whose continueUrl was swapped (${label}) continues inside the app`, async ({ page, baseURL }) => {
    const appOrigin = new URL(baseURL!).origin;
    // Were the app to follow the swapped address, this stands in for the other site.
    await page.context().route(new RegExp(`^https?://${EVIL_HOST.replace('.', '\\.')}/`), (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>Otro sitio</h1>' }),
    );
    const account = await createTestAccount({ prefix: 'redireccion', verified: false });
    await requestVerificationEmail(account.email, appOrigin);
    const genuine = new URL(await waitForOutboxLink(account.email, 'verifyEmail'), appOrigin);
    genuine.searchParams.set('continueUrl', continueUrl(appOrigin));

    await page.goto(`${genuine.pathname}${genuine.search}`);
    await expect(page.getByText('Su correo electrónico ha sido verificado')).toBeVisible();
    const proceed = page.getByRole('link', { name: 'Continuar' });
    const href = await proceed.getAttribute('href');
    expect(new URL(href ?? '', page.url()).origin).toBe(appOrigin);

    await proceed.click();
    await expect(page).toHaveURL((url) => url.origin === appOrigin);
    await expect(page.getByRole('heading', { name: 'Otro sitio' })).toHaveCount(0);
  });
}

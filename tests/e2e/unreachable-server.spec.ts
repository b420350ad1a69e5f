// A phone on a venue's Wi-Fi that connects but reaches nothing: the browser says it is online, yet
// the server never answers. The saved codes show with the offline notice once the server has been
// silent for a while, and the notice leaves when the server answers again.
import { expect, test } from './support/fixtures.ts';
import { createLeaderWithCodes, signInWithCodes } from './support/leaders.ts';

/** The Firestore client's channel for its listeners (WebChannel), at the Firestore host. */
const LISTEN_CHANNEL = '**/google.firestore.v1.Firestore/Listen/channel**';

test('online with a server that never answers, the saved codes show with the offline notice, which leaves once the server answers again', async ({ page }) => {
  const leader = await createLeaderWithCodes('sin-respuesta');
  await signInWithCodes(page, leader);
  const notice = page.getByRole('status').filter({ hasText: /^Sin conexión\. Mostrando tus códigos guardados/ });
  await expect(notice).toHaveCount(0);

  await page.route(LISTEN_CHANNEL, (route) => route.abort('connectionrefused'));
  await page.reload();
  await expect(page.getByRole('region', { name: 'Códigos por lote' }).getByText(new RegExp(leader.eventName))).toBeVisible();
  await expect(notice).toHaveText('Sin conexión. Mostrando tus códigos guardados, actualizados este minuto.', { timeout: 30_000 });
  expect(await page.evaluate(() => navigator.onLine), 'the browser still says it is online').toBe(true);

  await page.unroute(LISTEN_CHANNEL);
  // A network that comes back: the browser's signal makes the client try the server at once, not after its back-off.
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(notice).toHaveCount(0, { timeout: 30_000 });
});

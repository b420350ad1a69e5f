// The shop link template is operator-written text in stores/{id}: only a single-line https URL
// with a fixed host is used. A template that smuggles a second line or another host into the
// leader's share text counts as not set, so the codes are shared alone.
import { expect, test } from './support/fixtures.ts';
import { createLeaderWithCodes, signInWithCodes } from './support/leaders.ts';
import { openLeaderPagesWithShopTemplate } from './support/store-settings.ts';

test.describe.configure({ timeout: 120_000 });

const hostileTemplates: Array<[label: string, template: string]> = [
  ['a second line with a javascript: URL', 'https://tienda.example/evento/{eventId}?codigo={code}\njavascript:alert(1)//'],
  ['a user-info host', 'https://tienda.example@evil.example/canjear?codigo={code}'],
];

for (const [label, template] of hostileTemplates) {
  test(`a shop template with ${label} is ignored: WhatsApp shares the codes alone`, async ({ page }) => {
    const leader = await createLeaderWithCodes('plantilla-hostil');
    // Read while the hostile template is still stored: the app reads the store once per visit, and
    // on a busy machine that read may answer after the sign-in has shown the codes.
    await openLeaderPagesWithShopTemplate(template, async () => {
      await signInWithCodes(page, leader);
      const batch = page.getByRole('region', { name: 'Códigos por lote' });
      const share = batch.getByRole('link', { name: /^Compartir por WhatsApp los códigos de / }).first();
      const href = await share.getAttribute('href');
      expect(href).toMatch(/^https:\/\/wa\.me\/\?text=/);
      const text = new URL(href!).searchParams.get('text') ?? '';
      expect(text).not.toMatch(/javascript:|evil\.example|\n/);
      // One code unless the leader asks for more.
      expect(leader.codes).toContain(text);
    });
  });
}

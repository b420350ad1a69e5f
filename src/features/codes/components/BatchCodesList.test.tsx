// Brings the jest-dom matcher types in (the runtime setup is tests/support/setup-dom.ts).
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { NotificationsProvider } from '@/components/notifications/NotificationsProvider';
import { BatchCodesList } from '@/features/codes/components/BatchCodesList';
import { ShopLinkTemplateContext } from '@/features/codes/hooks/share-context';
import { trackedCode } from '@/features/codes/utils/tracked-code.fixture';

afterEach(cleanup);

const counts = [
  { eventId: 'event-rock', eventName: 'Noche de Rock', count: 2000 },
  { eventId: 'event-verano', eventName: 'Festival de Verano 2026', count: 3 },
];

function rowOf(eventName: string) {
  return screen.getByRole('row', { name: new RegExp(eventName) });
}

describe('BatchCodesList', () => {
  it('while the codes load, shows one row per counted event, by name, with its count and its actions disabled', () => {
    render(
      <NotificationsProvider>
        <BatchCodesList codes={null} eventCounts={counts} />
      </NotificationsProvider>,
    );
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0].textContent)).toEqual(['Festival de Verano 2026', 'Noche de Rock']);
    const rock = rowOf('Noche de Rock');
    expect(within(rock).getByRole('button', { name: 'Descargar CSV de Noche de Rock, 2000 códigos' })).toBeDisabled();
    expect(within(rock).getByRole('button', { name: 'Copiar códigos de Noche de Rock' })).toBeDisabled();
    expect(within(rock).getByRole('button', { name: 'Compartir por WhatsApp los códigos de Noche de Rock' })).toBeDisabled();
    expect(within(rock).queryByRole('link')).toBeNull();
  });

  it('once the codes are there, the rows come from the codes and their actions work', () => {
    const codes = [
      trackedCode({ code: 'VERANO01' }),
      trackedCode({ code: 'VERANO02' }),
      trackedCode({ code: 'ROCK01', eventId: 'event-rock', eventName: 'Noche de Rock' }),
    ];
    render(
      <NotificationsProvider>
        <BatchCodesList codes={codes} eventCounts={counts} />
      </NotificationsProvider>,
    );
    const verano = rowOf('Festival de Verano 2026');
    expect(within(verano).getByRole('button', { name: 'Descargar CSV de Festival de Verano 2026, 2 códigos' })).toBeEnabled();
    expect(within(verano).getByRole('button', { name: 'Copiar códigos de Festival de Verano 2026' })).toBeEnabled();
    expect(within(verano).getByRole('link', { name: 'Compartir por WhatsApp los códigos de Festival de Verano 2026' })).toHaveAttribute(
      'href',
      expect.stringContaining('VERANO01'),
    );
    expect(within(rowOf('Noche de Rock')).getByRole('button', { name: /Descargar CSV/ })).toHaveTextContent('1');
  });
});

describe('BatchCodesList usage and shop links', () => {
  const codes = [
    trackedCode({ id: 'a', code: 'VERANO01', currentUses: 0, maxUses: 1 }),
    trackedCode({ id: 'b', code: 'VERANO02', currentUses: 2, maxUses: 5 }),
    trackedCode({ id: 'c', code: 'VERANO03', currentUses: 1, maxUses: 1, status: 'expired' }),
  ];

  it("shows each event's uses over maximum uses and its used-up codes, with a labelled progress bar", () => {
    render(
      <NotificationsProvider>
        <BatchCodesList codes={codes} />
      </NotificationsProvider>,
    );
    const verano = rowOf('Festival de Verano 2026');
    const bar = within(verano).getByRole('progressbar', { name: 'Uso de Festival de Verano 2026: 3 de 7 usos' });
    expect(bar).toHaveAttribute('aria-valuenow', String(Math.round((3 / 7) * 100)));
    expect(verano).toHaveTextContent('3 de 7 usos · 1 de 3 códigos agotados');
  });

  it("shares each code with the shop's link when the store has a template", () => {
    render(
      <NotificationsProvider>
        <ShopLinkTemplateContext value="https://tienda.example/evento/{eventId}?codigo={code}">
          <BatchCodesList codes={codes.slice(0, 2)} />
        </ShopLinkTemplateContext>
      </NotificationsProvider>,
    );
    const link = within(rowOf('Festival de Verano 2026')).getByRole('link', { name: /^Compartir por WhatsApp/ });
    expect(new URL(link.getAttribute('href')!).searchParams.get('text')).toBe(
      'VERANO01 https://tienda.example/evento/event-verano?codigo=VERANO01\nVERANO02 https://tienda.example/evento/event-verano?codigo=VERANO02',
    );
  });
});

// Brings the jest-dom matcher types in (the runtime setup is tests/support/setup-dom.ts).
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NotificationsProvider } from '@/components/notifications/NotificationsProvider';
import { BatchCodesList } from '@/features/codes/components/BatchCodesList';
import { ShopLinkTemplateContext } from '@/features/codes/hooks/share-context';
import type { EventCodes, EventCodesState } from '@/features/codes/hooks/use-event-codes';
import type { EventSummary } from '@/lib/codes/code-summary';
import { trackedCode } from '@tests/support/fixtures/tracked-code';
import type { TrackedCode } from '@/lib/codes/tracked-code';

afterEach(cleanup);

const events: EventSummary[] = [
  { eventId: 'event-rock', eventName: 'Noche de Rock', usage: { total: 10_000, uses: 9_000, maxUses: 10_000, usedUp: 9_000 } },
  { eventId: 'event-verano', eventName: 'Festival de Verano 2026', usage: { total: 3, uses: 3, maxUses: 7, usedUp: 1 } },
];

const verano = [
  trackedCode({ id: 'a', code: 'VERANO01', currentUses: 0, maxUses: 1 }),
  trackedCode({ id: 'b', code: 'VERANO02', currentUses: 2, maxUses: 5 }),
];

/** The leader's event codes as the dashboard has them: Verano loaded, Rock to load on demand. */
function eventCodes({ ready = { 'event-verano': verano } as Record<string, TrackedCode[]>, states = {} as Record<string, EventCodesState> } = {}): EventCodes {
  return {
    codesOf: (eventId) => ready[eventId] ?? null,
    stateOf: (eventId) => states[eventId] ?? { status: 'idle' },
    read: vi.fn(async (eventId: string) => ready[eventId] ?? [trackedCode({ code: 'ROCK01', eventId, eventName: 'Noche de Rock', status: 'expired' })]),
  };
}

function renderList(codes: EventCodes = eventCodes(), template: string | null = null) {
  render(
    <NotificationsProvider>
      <ShopLinkTemplateContext value={template}>
        <BatchCodesList events={events} eventCodes={codes} />
      </ShopLinkTemplateContext>
    </NotificationsProvider>,
  );
}

const rowOf = (eventName: string) => screen.getByRole('row', { name: new RegExp(eventName) });

describe('BatchCodesList', () => {
  it('lists every event by name with its count from the summary, whether or not its codes are loaded', () => {
    renderList();
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0].firstChild?.textContent)).toEqual(['Festival de Verano 2026', 'Noche de Rock']);
    const rock = rowOf('Noche de Rock');
    expect(within(rock).getByRole('button', { name: 'Descargar CSV de Noche de Rock, 10\u00a0000 códigos' }).textContent).toBe('10\u00a0000');
    expect(within(rock).getByRole('button', { name: 'Copiar códigos de Noche de Rock' })).toBeEnabled();
    expect(within(rock).getByRole('button', { name: 'Compartir por WhatsApp los códigos de Noche de Rock' })).toBeEnabled();
  });

  it('shares an event whose codes are loaded through a WhatsApp link with its codes', () => {
    renderList();
    const link = within(rowOf('Festival de Verano 2026')).getByRole('link', { name: 'Compartir por WhatsApp los códigos de Festival de Verano 2026' });
    expect(new URL(link.getAttribute('href')!).searchParams.get('text')).toBe('VERANO01,VERANO02');
  });

  it("loads an event's codes when its CSV is asked for, and shows the progress while they arrive", () => {
    const codes = eventCodes({ states: { 'event-rock': { status: 'loading', progress: { loaded: 2500, expected: 10_000 } } } });
    renderList(codes);
    const rock = rowOf('Noche de Rock');
    expect(within(rock).getByRole('status')).toHaveTextContent(/Cargando códigos: 2\s500 de 10\s000/);
    fireEvent.click(within(rock).getByRole('button', { name: /Descargar CSV/ }));
    expect(codes.read).toHaveBeenCalledWith('event-rock');
  });

  it("shows each event's uses over maximum uses and its used-up codes, with a labelled progress bar", () => {
    renderList();
    const row = rowOf('Festival de Verano 2026');
    const bar = within(row).getByRole('progressbar', { name: 'Uso de Festival de Verano 2026: 3 de 7 usos' });
    expect(bar).toHaveAttribute('aria-valuenow', String(Math.round((3 / 7) * 100)));
    expect(row).toHaveTextContent('3 de 7 usos · 1 de 3 códigos agotados');
  });

  it("shares each code with the shop's link when the store has a template", () => {
    renderList(eventCodes(), 'https://tienda.example/evento/{eventId}?codigo={code}');
    const link = within(rowOf('Festival de Verano 2026')).getByRole('link', { name: /^Compartir por WhatsApp/ });
    expect(new URL(link.getAttribute('href')!).searchParams.get('text')).toBe(
      'VERANO01 https://tienda.example/evento/event-verano?codigo=VERANO01\nVERANO02 https://tienda.example/evento/event-verano?codigo=VERANO02',
    );
  });
});

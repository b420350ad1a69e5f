// @vitest-environment jsdom
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
  { eventId: 'event-rock', eventName: 'Noche de Rock', usage: { total: 10_000, uses: 9_000, maxUses: 10_000, usedUp: 9_000 }, ticketsSold: 0 },
  { eventId: 'event-verano', eventName: 'Festival de Verano 2026', usage: { total: 3, uses: 3, maxUses: 7, usedUp: 1 }, ticketsSold: 5 },
];

const verano = [
  trackedCode({ id: 'a', code: 'VERANO01', currentUses: 0, maxUses: 1 }),
  trackedCode({ id: 'b', code: 'VERANO02', currentUses: 2, maxUses: 5 }),
  trackedCode({ id: 'c', code: 'VERANO05', currentUses: 3, maxUses: 3 }),
];

/** Noche de Rock: more codes than one WhatsApp message takes, one of them expired. */
const rock = [
  trackedCode({ id: 'r0', code: 'ROCKOLD', eventId: 'event-rock', eventName: 'Noche de Rock', status: 'expired', currentUses: 1, maxUses: 1 }),
  ...Array.from({ length: 1300 }, (_, index) =>
    trackedCode({ id: `r${index + 1}`, code: `ROCK${String(index).padStart(4, '0')}`, eventId: 'event-rock', eventName: 'Noche de Rock', currentUses: 0, maxUses: 1 }),
  ),
];

/**
 * The leader's event codes as the dashboard has them: the available codes live (all events), and
 * Verano's whole list loaded; Rock's whole list loads on demand.
 */
function eventCodes({
  ready = { 'event-verano': verano } as Record<string, TrackedCode[]>,
  live = { 'event-verano': verano, 'event-rock': rock } as Record<string, TrackedCode[]>,
  states = {} as Record<string, EventCodesState>,
} = {}): EventCodes {
  return {
    codesOf: (eventId) => ready[eventId] ?? null,
    handableOf: (eventId) => (live[eventId] ?? []).filter((code) => code.status === 'available' && code.currentUses < code.maxUses),
    stateOf: (eventId) => states[eventId] ?? { status: 'idle' },
    read: vi.fn(async (eventId: string) => ready[eventId] ?? rock),
  };
}

function renderList(codes: EventCodes = eventCodes(), template: string | null = null) {
  render(
    <NotificationsProvider>
      <ShopLinkTemplateContext value={{ template, reading: false }}>
        <BatchCodesList uid="uid-laura" events={events} eventCodes={codes} />
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
    const rockRow = rowOf('Noche de Rock');
    expect(within(rockRow).getByRole('button', { name: 'Descargar CSV de Noche de Rock, 10\u00a0000 códigos' }).textContent).toBe('10\u00a0000');
    expect(within(rockRow).getByRole('button', { name: 'Copiar códigos de Noche de Rock' })).toBeEnabled();
  });

  it('shares one code the leader can still hand out unless she asks for more, never a used-up one', () => {
    renderList();
    const row = rowOf('Festival de Verano 2026');
    const link = () => within(row).getByRole('link', { name: 'Compartir por WhatsApp los códigos de Festival de Verano 2026' });
    expect(new URL(link().getAttribute('href')!).searchParams.get('text')).toBe('VERANO01');
    const count = within(row).getByRole('spinbutton', { name: 'Cantidad de códigos a compartir de Festival de Verano 2026' });
    expect(count).toHaveValue(1);
    fireEvent.change(count, { target: { value: '5' } });
    // Only two of its codes have a use left: VERANO05 is used up.
    expect(count).toHaveValue(2);
    expect(new URL(link().getAttribute('href')!).searchParams.get('text')).toBe('VERANO01,VERANO02');
  });

  it('offers to copy or download instead when the codes asked for pass what one WhatsApp message takes', async () => {
    renderList();
    const row = rowOf('Noche de Rock');
    fireEvent.change(within(row).getByRole('spinbutton', { name: /Noche de Rock/ }), { target: { value: '1300' } });
    expect(within(row).queryByRole('link', { name: /^Compartir por WhatsApp/ })).toBeNull();
    fireEvent.click(within(row).getByRole('button', { name: 'Compartir por WhatsApp los códigos de Noche de Rock' }));
    expect(await screen.findByText('Son demasiados códigos para un mensaje de WhatsApp. Cópialos o descarga el CSV.')).toBeVisible();
  });

  it("loads an event's codes when its CSV is asked for, and shows the progress while they arrive", () => {
    const codes = eventCodes({ states: { 'event-rock': { status: 'loading', progress: { loaded: 2500, expected: 10_000 } } } });
    renderList(codes);
    const rockRow = rowOf('Noche de Rock');
    expect(within(rockRow).getByRole('status')).toHaveTextContent(/Cargando códigos: 2\s500 de 10\s000/);
    fireEvent.click(within(rockRow).getByRole('button', { name: /Descargar CSV/ }));
    expect(codes.read).toHaveBeenCalledWith('event-rock');
  });

  it("shows each event's uses over maximum uses and its used-up codes, with a labelled progress bar", () => {
    renderList();
    const row = rowOf('Festival de Verano 2026');
    const bar = within(row).getByRole('progressbar', { name: 'Uso de Festival de Verano 2026: 3 de 7 usos' });
    expect(bar).toHaveAttribute('aria-valuenow', String(Math.round((3 / 7) * 100)));
    expect(row).toHaveTextContent('3 de 7 usos · 1 de 3 códigos agotados');
  });

  it("marks an event whose uses reached 80 % or 100 % of its maximum, and no other", () => {
    const full: EventSummary = { eventId: 'event-sinfonico', eventName: 'Concierto Sinfónico', usage: { total: 2, uses: 2, maxUses: 2, usedUp: 2 }, ticketsSold: 0 };
    render(
      <NotificationsProvider>
        <BatchCodesList uid="uid-laura" events={[...events, full]} eventCodes={eventCodes()} />
      </NotificationsProvider>,
    );
    expect(within(rowOf('Noche de Rock')).getByText('80 % de uso')).toBeVisible();
    expect(within(rowOf('Concierto Sinfónico')).getByText('100 % de uso')).toBeVisible();
    expect(rowOf('Festival de Verano 2026')).not.toHaveTextContent('% de uso');
  });

  it("shows beside each event's uses the tickets the shop sold with its codes, 0 where it sold none", () => {
    renderList();
    expect(rowOf('Festival de Verano 2026')).toHaveTextContent('5 entradas vendidas');
    expect(rowOf('Noche de Rock')).toHaveTextContent('0 entradas vendidas');
  });

  it("shares each code with the shop's link when the store has a template", () => {
    renderList(eventCodes(), 'https://tienda.example/evento/{eventId}?codigo={code}');
    const row = rowOf('Festival de Verano 2026');
    fireEvent.change(within(row).getByRole('spinbutton'), { target: { value: '2' } });
    const link = within(row).getByRole('link', { name: /^Compartir por WhatsApp/ });
    expect(new URL(link.getAttribute('href')!).searchParams.get('text')).toBe(
      'VERANO01 https://tienda.example/evento/event-verano?codigo=VERANO01\nVERANO02 https://tienda.example/evento/event-verano?codigo=VERANO02',
    );
  });
});

// @vitest-environment jsdom
// Brings the jest-dom matcher types in (the runtime setup is tests/support/setup-dom.ts).
import '@testing-library/jest-dom/vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NOTIFICATION_DURATION_MS } from '@common/constants';
import type { Notification } from '@/components/notifications/notifications-context';
import { NotificationSnackbar } from '@/components/notifications/NotificationSnackbar';
import { NotificationsProvider, QUEUED_NOTIFICATION_DURATION_MS } from '@/components/notifications/NotificationsProvider';
import { useNotify } from '@/hooks/use-notify';

// Leaves room for the snackbar's enter/exit transitions (a few hundred ms).
const TRANSITION_MS = 1000;

function Trigger({ notifications }: { notifications: Notification[] }) {
  const notify = useNotify();
  return (
    <button type="button" onClick={() => notifications.forEach(notify)}>
      notificar
    </button>
  );
}

function renderWith(notifications: Notification[]) {
  render(
    // The snackbar is given up front: these tests run on fake timers, without waiting for an import.
    <NotificationsProvider snackbar={NotificationSnackbar}>
      <Trigger notifications={notifications} />
    </NotificationsProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'notificar' }));
}

// Small steps, each in its own act(): React commits a state change (e.g. closing) only when
// act() ends, and the transition timers that change schedules must then run too.
function advance(ms: number) {
  for (let elapsed = 0; elapsed < ms; elapsed += 50) {
    act(() => {
      vi.advanceTimersByTime(Math.min(50, ms - elapsed));
    });
  }
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  // No vitest globals here, so Testing Library cannot unmount by itself.
  cleanup();
  vi.useRealTimers();
});

describe('NotificationsProvider', () => {
  it('announces success and info politely as a status', () => {
    renderWith([{ type: 'success', message: 'El código de acceso: VERANO01 ha sido copiado!' }]);
    expect(screen.getByRole('status')).toHaveTextContent('El código de acceso: VERANO01 ha sido copiado!');
  });

  it('announces errors and warnings as an alert', () => {
    renderWith([{ type: 'error', message: 'Falló la copia' }]);
    expect(screen.getByRole('alert')).toHaveTextContent('Falló la copia');
  });

  it('keeps a notification for 5000 ms by default', () => {
    renderWith([{ type: 'info', message: 'Hola' }]);
    advance(NOTIFICATION_DURATION_MS - 100);
    expect(screen.getByText('Hola')).toBeInTheDocument();
    advance(100 + TRANSITION_MS);
    expect(screen.queryByText('Hola')).not.toBeInTheDocument();
  });

  it('honours a custom duration', () => {
    renderWith([{ type: 'info', message: 'Breve', durationMs: 1000 }]);
    advance(1000 + TRANSITION_MS);
    expect(screen.queryByText('Breve')).not.toBeInTheDocument();
  });

  it('queues several notifications and shows each one in turn without losing any', () => {
    renderWith([
      { type: 'success', message: 'Primera' },
      { type: 'warning', message: 'Segunda' },
      { type: 'info', message: 'Tercera' },
    ]);
    expect(screen.getByText('Primera')).toBeInTheDocument();
    expect(screen.queryByText('Segunda')).not.toBeInTheDocument();

    advance(QUEUED_NOTIFICATION_DURATION_MS + TRANSITION_MS);
    expect(screen.queryByText('Primera')).not.toBeInTheDocument();
    expect(screen.getByText('Segunda')).toBeInTheDocument();

    advance(QUEUED_NOTIFICATION_DURATION_MS + TRANSITION_MS);
    expect(screen.getByText('Tercera')).toBeInTheDocument();

    // The last one has nobody waiting behind it, so it gets its full duration.
    advance(NOTIFICATION_DURATION_MS - 2 * TRANSITION_MS);
    expect(screen.getByText('Tercera')).toBeInTheDocument();
    advance(3 * TRANSITION_MS);
    expect(screen.queryByText('Tercera')).not.toBeInTheDocument();
  });

  it('closes with a button named in Spanish and then shows the next notification', () => {
    renderWith([
      { type: 'success', message: 'Uno' },
      { type: 'success', message: 'Dos' },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar notificación' }));
    advance(TRANSITION_MS);
    expect(screen.queryByText('Uno')).not.toBeInTheDocument();
    expect(screen.getByText('Dos')).toBeInTheDocument();
  });

  it('ignores clicks elsewhere on the page', () => {
    renderWith([{ type: 'info', message: 'Sigue aquí' }]);
    advance(100);
    fireEvent.click(document.body);
    advance(TRANSITION_MS);
    expect(screen.getByText('Sigue aquí')).toBeInTheDocument();
  });
});

describe('useNotify', () => {
  it('throws a clear error outside the provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Trigger notifications={[]} />)).toThrow(/NotificationsProvider/);
  });
});

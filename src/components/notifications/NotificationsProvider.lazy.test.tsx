// @vitest-environment jsdom
// Brings the jest-dom matcher types in (the runtime setup is tests/support/setup-dom.ts).
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { NotificationsProvider } from '@/components/notifications/NotificationsProvider';
import { useNotify } from '@/hooks/use-notify';

afterEach(cleanup);

function Trigger() {
  const notify = useNotify();
  return (
    <button type="button" onClick={() => notify({ type: 'error', message: 'Falló la copia' })}>
      notificar
    </button>
  );
}

// Real timers here: the snackbar's code is imported with the first notification.
describe('NotificationsProvider before its snackbar code has loaded', { timeout: 20_000 }, () => {
  it('renders nothing extra until the first notification, then shows it once the code has arrived', async () => {
    render(
      <NotificationsProvider>
        <Trigger />
      </NotificationsProvider>,
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'notificar' }));
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent('Falló la copia');
  });
});

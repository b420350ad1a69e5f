// @vitest-environment jsdom
// The screen's answers to Firebase asking for a recent sign-in, which the local Auth emulator
// never does (tests/e2e/mfa-enrolment.spec.ts covers the rest against the emulator). The
// screen's Firebase service modules are replaced by stand-ins that answer as Firebase does.
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionContext } from '@/lib/session/session-context';
import { sessionContext, signedInLeader } from '@tests/support/fixtures/session';
import { NEW_PASSWORD, WRONG_PASSWORD } from '@tests/support/fixtures/passwords';

const twoStep = vi.hoisted(() => ({
  enrolledPhoneFactor: vi.fn(),
  sendEnrolmentCode: vi.fn(),
  confirmEnrolment: vi.fn(),
  removePhoneFactor: vi.fn(),
  reauthenticateWithPassword: vi.fn(),
}));
const multiFactor = vi.hoisted(() => ({ completeSecondFactor: vi.fn() }));
vi.mock('@/features/auth/api/two-step-verification', () => twoStep);
vi.mock('@/features/auth/api/multi-factor', () => multiFactor);

const { TwoStepVerificationPage } = await import('@/features/auth/routes/TwoStepVerificationPage');

const RECENT_LOGIN = Object.assign(new Error('recent login'), { code: 'auth/requires-recent-login' });
const FACTOR = { uid: 'factor-1', phoneNumber: '+50688881234' };
/** The current password the person types to confirm who they are. */
const PASSWORD = NEW_PASSWORD;

const session = sessionContext(signedInLeader({ uid: 'u1', displayName: 'Laura' }, { phoneNumber: '8888 1234' }));

function renderPage() {
  render(
    <SessionContext.Provider value={session}>
      <TwoStepVerificationPage />
    </SessionContext.Provider>,
  );
}

const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

beforeEach(() => {
  Object.values(twoStep).forEach((mock) => mock.mockReset());
  multiFactor.completeSecondFactor.mockReset();
});
afterEach(cleanup);

describe('TwoStepVerificationPage', { timeout: 20_000 }, () => {
  it('turning the factor off after a while asks for the password and the SMS code, then turns it off', async () => {
    twoStep.enrolledPhoneFactor.mockReturnValue(FACTOR);
    twoStep.removePhoneFactor.mockRejectedValueOnce(RECENT_LOGIN).mockResolvedValueOnce(undefined);
    const pending = { resolver: {}, verificationId: 'reauth-1', phoneHint: '+*******1234' };
    twoStep.reauthenticateWithPassword.mockResolvedValue({ status: 'secondFactorRequired', pending });
    multiFactor.completeSecondFactor.mockResolvedValue(undefined);
    renderPage();

    expect(screen.getByText(/\+506 •••• 1234/)).toBeInTheDocument();
    click('Desactivar');
    // The alert's MUI component loads with the first alert (AlertArea): slow on a busy machine.
    expect(await screen.findByRole('status', undefined, { timeout: 10_000 })).toHaveTextContent('Sesión expirada. Necesitas autenticarte nuevamente.');
    type(/^Contraseña/, PASSWORD);
    click('Confirmar');
    expect(await screen.findByText('Por seguridad, escribe el código que enviamos por SMS al +*******1234.')).toBeInTheDocument();
    expect(twoStep.reauthenticateWithPassword).toHaveBeenCalledWith(PASSWORD, expect.any(String));

    type(/Código de verificación/, '123456');
    click('Verificar');
    expect(await screen.findByText(/quedó desactivada/)).toBeInTheDocument();
    expect(multiFactor.completeSecondFactor).toHaveBeenCalledWith(pending, '123456');
    expect(twoStep.removePhoneFactor).toHaveBeenCalledTimes(2);
    expect(screen.getByLabelText(/Número de teléfono/)).toHaveValue('8888 1234');
  });

  it('a refused enrolment asks for the password and sends a new code to the same number', async () => {
    twoStep.enrolledPhoneFactor.mockReturnValue(null);
    twoStep.sendEnrolmentCode
      .mockResolvedValueOnce({ phoneNumber: '+50688881234', verificationId: 'enrol-1' })
      .mockResolvedValueOnce({ phoneNumber: '+50688881234', verificationId: 'enrol-2' });
    twoStep.confirmEnrolment.mockRejectedValueOnce(RECENT_LOGIN).mockResolvedValueOnce(FACTOR);
    twoStep.reauthenticateWithPassword.mockResolvedValue({ status: 'done' });
    renderPage();

    click('Enviar código');
    await screen.findByText(/Enviamos un código por SMS al \+506 •••• 1234/);
    expect(twoStep.sendEnrolmentCode).toHaveBeenCalledWith('+50688881234', expect.any(String));
    type(/Código de verificación/, '111111');
    click('Activar');
    await screen.findByLabelText(/^Contraseña/);
    type(/^Contraseña/, PASSWORD);
    click('Confirmar');

    await waitFor(() => expect(twoStep.sendEnrolmentCode).toHaveBeenCalledTimes(2));
    expect(twoStep.sendEnrolmentCode).toHaveBeenLastCalledWith('+50688881234', expect.any(String));
    type(/Código de verificación/, '222222');
    click('Activar');
    expect(await screen.findByText(/quedó activada/)).toBeInTheDocument();
    expect(twoStep.confirmEnrolment).toHaveBeenLastCalledWith({ phoneNumber: '+50688881234', verificationId: 'enrol-2' }, '222222');
  });

  it('a wrong password keeps the confirmation open with the catalogue message', async () => {
    twoStep.enrolledPhoneFactor.mockReturnValue(FACTOR);
    twoStep.removePhoneFactor.mockRejectedValue(RECENT_LOGIN);
    twoStep.reauthenticateWithPassword.mockRejectedValue(Object.assign(new Error('wrong'), { code: 'auth/invalid-credential' }));
    renderPage();

    click('Desactivar');
    await screen.findByLabelText(/^Contraseña/);
    type(/^Contraseña/, WRONG_PASSWORD);
    click('Confirmar');
    expect(await screen.findByRole('alert', undefined, { timeout: 10_000 })).toHaveTextContent('Contraseña incorrecta.');
    expect(screen.getByLabelText(/^Contraseña/)).toBeInTheDocument();
    expect(twoStep.removePhoneFactor).toHaveBeenCalledTimes(1);
  });
});

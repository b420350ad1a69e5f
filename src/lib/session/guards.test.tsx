// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { RequireSignedOut, RequireVerified } from '@/lib/session/guards';
import { SessionContext } from '@/lib/session/session-context';
import { sessionContext, signedInAdmin, signedInLeader } from '@tests/support/fixtures/session';
import type { SessionState } from '@/lib/session/types';

const loading = (likelySignedOut: boolean): SessionState => ({ status: 'loading', user: null, profile: null, likelySignedOut });
const signedIn = signedInLeader();

function renderAt(path: string, session: SessionState) {
  return render(
    <SessionContext.Provider value={sessionContext(session)}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            path="/iniciar-sesion"
            element={
              <RequireSignedOut>
                <p>Página de inicio de sesión</p>
              </RequireSignedOut>
            }
          />
          <Route
            path="/"
            element={
              <RequireVerified access="leader">
                <p>Dashboard</p>
              </RequireVerified>
            }
          />
          <Route
            path="/administracion"
            element={
              <RequireVerified access="admin">
                <p>Solicitudes</p>
              </RequireVerified>
            }
          />
          <Route path="/confirmacion-de-correo" element={<p>Confirmación en camino</p>} />
        </Routes>
      </MemoryRouter>
    </SessionContext.Provider>,
  );
}

describe('guards while Auth starts', () => {
  it('show the sign-in page at once in a browser that had no session', () => {
    renderAt('/iniciar-sesion', loading(true));
    expect(screen.getByText('Página de inicio de sesión')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('show the loader instead of the sign-in page in a browser that had a session', () => {
    renderAt('/iniciar-sesion', loading(false));
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(screen.queryByText('Página de inicio de sesión')).not.toBeInTheDocument();
  });

  it('keep the leader pages behind the loader, never sending anyone away on a guess', () => {
    renderAt('/', loading(true));
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(screen.queryByText('Página de inicio de sesión')).not.toBeInTheDocument();
  });

  it('move a signed-in leader from the sign-in page to the dashboard', () => {
    renderAt('/iniciar-sesion', signedIn);
    expect(screen.getByText('Dashboard')).toBeInTheDocument();
  });
});

describe('guards of the two areas', () => {
  it('send an administrator who opens the dashboard to the administrators area', () => {
    renderAt('/', signedInAdmin());
    expect(screen.getByText('Solicitudes')).toBeInTheDocument();
  });

  it('send a leader who opens the administrators area to the dashboard', () => {
    renderAt('/administracion', signedIn);
    expect(screen.getByText('Dashboard')).toBeInTheDocument();
  });

  it('move a signed-in administrator from the sign-in page to the administrators area', () => {
    renderAt('/iniciar-sesion', signedInAdmin());
    expect(screen.getByText('Solicitudes')).toBeInTheDocument();
  });

  it('send a signed-out visitor of the administrators area to the sign-in page', () => {
    renderAt('/administracion', { status: 'signedOut', user: null, profile: null });
    expect(screen.getByText('Página de inicio de sesión')).toBeInTheDocument();
  });

  it('send an administrator whose e-mail is not verified to the confirmation page', () => {
    renderAt('/administracion', signedInAdmin({ emailVerified: false }));
    expect(screen.getByText('Confirmación en camino')).toBeInTheDocument();
  });
});

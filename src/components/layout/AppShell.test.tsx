// @vitest-environment jsdom
// Brings the jest-dom matcher types in (the runtime setup is tests/support/setup-dom.ts).
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import CodeIcon from '@mui/icons-material/Code';
import HomeIcon from '@mui/icons-material/Home';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AppShell } from '@/components/layout/AppShell';
import type { NavItem } from '@/components/layout/nav-item';
import { DEFAULT_AVATAR_SRC } from '@/components/layout/UserAvatar';
import { NotificationsProvider } from '@/components/notifications/NotificationsProvider';
import { SessionContext } from '@/lib/session/session-context';
import { sessionContext, signedInLeader } from '@tests/support/fixtures/session';
import type { SessionUser } from '@/lib/session/types';

afterEach(cleanup);

const navItems: NavItem[] = [
  { path: '/', label: 'Dashboard', icon: HomeIcon, title: 'Validador de códigos' },
  { path: '/codigos', label: 'Códigos', icon: CodeIcon, title: 'Seguimiento de códigos' },
];

const laura: SessionUser = {
  uid: 'u1',
  email: 'lider@demo.cr',
  displayName: 'Laura Jiménez',
  photoURL: null,
  emailVerified: true,
};

// A signed-in session given directly through the context: the shell only reads it.
const sessionFor = (user: SessionUser) => sessionContext(signedInLeader(user));

function renderShell(user: SessionUser = laura, path = '/') {
  render(
    <SessionContext.Provider value={sessionFor(user)}>
      <NotificationsProvider>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/" element={<AppShell navItems={navItems} />}>
              <Route index element={<p>página de inicio</p>} />
              <Route path="codigos" element={<p>página de códigos</p>} />
            </Route>
          </Routes>
        </MemoryRouter>
      </NotificationsProvider>
    </SessionContext.Provider>,
  );
}

const mainNav = () => screen.getByRole('navigation', { name: 'Navegación principal' });

// The first full render (MUI styles, router) can take seconds while other test files run beside it.
describe('AppShell', { timeout: 20_000 }, () => {
  it('shows the Dashboard and Códigos links and highlights the current one', () => {
    renderShell();
    const dashboard = within(mainNav()).getByRole('link', { name: 'Dashboard' });
    const codes = within(mainNav()).getByRole('link', { name: 'Códigos' });
    expect(dashboard).toHaveAttribute('aria-current', 'page');
    expect(codes).not.toHaveAttribute('aria-current');
    expect(dashboard.querySelector('svg')).not.toBeNull();

    fireEvent.click(codes);
    expect(codes).toHaveAttribute('aria-current', 'page');
    expect(dashboard).not.toHaveAttribute('aria-current');
    expect(screen.getByText('página de códigos')).toBeInTheDocument();
  });

  it('titles the page in one h1 above the text Centro de líderes, following the route', () => {
    renderShell();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Validador de códigos' })).toBeInTheDocument();
    const banner = screen.getByTestId('banner');
    expect(banner).toHaveTextContent(/Validador de códigos.*Centro de líderes/);

    fireEvent.click(within(mainNav()).getByRole('link', { name: 'Códigos' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Seguimiento de códigos' })).toBeInTheDocument();
    expect(document.title).toBe('Seguimiento de códigos | Centro de líderes');
  });

  it('puts the page inside the main landmark with the banner', () => {
    renderShell(laura, '/codigos');
    const main = screen.getByRole('main');
    expect(within(main).getByText('página de códigos')).toBeInTheDocument();
    expect(within(main).getByTestId('banner')).toBeInTheDocument();
  });

  it('shows the display name and e-mail', () => {
    renderShell();
    expect(screen.getAllByText('Laura Jiménez').length).toBeGreaterThan(0);
    expect(screen.getAllByText('lider@demo.cr').length).toBeGreaterThan(0);
  });

  it('uses the default avatar when the user has no photo', () => {
    renderShell();
    expect(screen.getByTestId('user-avatar')).toHaveAttribute('src', DEFAULT_AVATAR_SRC);
  });

  it('never asks for a photo the product does not accept (an http: one from a sign-in provider)', () => {
    renderShell({ ...laura, photoURL: 'http://fotos.example/laura.png' });
    expect(screen.getByTestId('user-avatar')).toHaveAttribute('src', DEFAULT_AVATAR_SRC);
  });

  it('falls back to the default avatar when the photo fails to load', () => {
    renderShell({ ...laura, photoURL: 'https://example.invalid/foto.png' });
    const avatar = screen.getByTestId('user-avatar');
    expect(avatar).toHaveAttribute('src', 'https://example.invalid/foto.png');
    fireEvent.error(avatar);
    expect(screen.getByTestId('user-avatar')).toHaveAttribute('src', DEFAULT_AVATAR_SRC);
  });

  it('opens a user menu, named in Spanish, with the name, e-mail and Cerrar sesión', () => {
    renderShell();
    const menuButton = screen.getByRole('button', { name: 'Abrir menú de usuario' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(menuButton);
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    const signOut = screen.getByRole('menuitem', { name: 'Cerrar sesión' });
    expect(signOut).toHaveFocus();
    const popover = signOut.closest('.MuiPopover-paper') as HTMLElement;
    expect(within(popover).getByText('Laura Jiménez')).toBeInTheDocument();
    expect(within(popover).getByText('lider@demo.cr')).toBeInTheDocument();
  });

  it('shows the year and the legal links opening in a new tab with rel noopener', () => {
    renderShell();
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()}`);
    expect(footer).toHaveTextContent('Todos los Derechos Reservados');
    for (const name of [/Términos y condiciones/, /Política de privacidad/]) {
      const link = within(footer).getByRole('link', { name });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
      expect(link).toHaveAccessibleName(expect.stringContaining('se abre en una pestaña nueva'));
    }
    expect(within(footer).getByRole('link', { name: /Términos/ })).toHaveAttribute(
      'href',
      'https://example.com/terminos-y-condiciones',
    );
  });

  it('offers a skip link to the main content', () => {
    renderShell();
    expect(screen.getByRole('link', { name: 'Saltar al contenido' })).toHaveAttribute('href', '#contenido');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'contenido');
  });
});

import { lazy, Suspense, type ComponentType } from 'react';
import { Outlet, Route, Routes } from 'react-router-dom';
import { FullScreenLoader } from '@/components/feedback/FullScreenLoader';
import { navItems } from '@/app/navigation';
import { NotFoundPage } from '@/app/routes/NotFoundPage';
import { SignInPage } from '@/features/auth/routes/SignInPage';
import { RequireSignedOut, RequireUnverified, RequireVerifiedLeader } from '@/lib/session/guards';

// Route table of spec section 2. Declarative routes (<BrowserRouter> + <Routes>), not the data
// router: this app uses no loaders or actions, and createBrowserRouter adds about 14 KB gzip to
// the sign-in page (issue 7). Pages load lazily, so the sign-in page never pulls in Firestore,
// the Realtime Database or the leader pages. Guards wait for the first auth state (a loader
// meanwhile): no flash of the wrong screen either way. Navigations run in a transition, so the
// current screen stays until the next page's code has arrived.

/** A lazy page whose code can also be requested ahead of its first render. */
function lazyPage<T>(load: () => Promise<T>, pick: (module: T) => ComponentType) {
  let loading: Promise<{ default: ComponentType }> | null = null;
  const preload = () => (loading ??= load().then((module) => ({ default: pick(module) })));
  return Object.assign(lazy(preload), { preload });
}

const ResetPasswordRequestPage = lazyPage(
  () => import('@/features/auth/routes/ResetPasswordRequestPage'),
  (m) => m.ResetPasswordRequestPage,
);
const RegistrationPage = lazyPage(() => import('@/features/auth/routes/RegistrationPage'), (m) => m.RegistrationPage);
const MobileConfirmationPage = lazyPage(
  () => import('@/features/auth/routes/MobileConfirmationPage'),
  (m) => m.MobileConfirmationPage,
);
const MobileCodePage = lazyPage(() => import('@/features/auth/routes/MobileCodePage'), (m) => m.MobileCodePage);
const EmailConfirmationPage = lazyPage(
  () => import('@/features/auth/routes/EmailConfirmationPage'),
  (m) => m.EmailConfirmationPage,
);
const AuthActionPage = lazyPage(() => import('@/features/auth/routes/AuthActionPage'), (m) => m.AuthActionPage);
const DashboardPage = lazyPage(() => import('@/features/codes/routes/DashboardPage'), (m) => m.DashboardPage);
const CodesPage = lazyPage(() => import('@/features/codes/routes/CodesPage'), (m) => m.CodesPage);

/** The page the signed-in layout will show first, fetched together with the layout (no waterfall). */
function preloadSignedInPage(pathname: string) {
  if (pathname === '/codigos' || pathname.startsWith('/codigos/')) void CodesPage.preload();
  else if (pathname === '/') void DashboardPage.preload();
}

// guard → TrackedCodesProvider (one listener shared by both pages) → AppShell → page.
const SignedInLayout = lazyPage(
  () => {
    preloadSignedInPage(window.location.pathname);
    return Promise.all([import('@/features/codes/components/TrackedCodesProvider'), import('@/components/layout/AppShell')]);
  },
  ([{ TrackedCodesProvider }, { AppShell }]) =>
    function SignedInLayout() {
      return (
        <TrackedCodesProvider>
          <AppShell navItems={navItems} />
        </TrackedCodesProvider>
      );
    },
);

export function AppRoutes() {
  return (
    // Shown while the first lazy page loads.
    <Suspense fallback={<FullScreenLoader />}>
      <Routes>
        <Route
          element={
            <RequireSignedOut>
              <Outlet />
            </RequireSignedOut>
          }
        >
          {/* Eager (not lazy): the first screen of most visits, so its code comes with the entry
              instead of one request round trip later (Lighthouse, issue 7). It loads no Firestore. */}
          <Route path="/iniciar-sesion" element={<SignInPage />} />
          <Route path="/restablecer-contrasena" element={<ResetPasswordRequestPage />} />
          <Route path="/registro" element={<RegistrationPage />} />
          {/* The multi-factor step happens before the sign-in completes: the visitor is still signed out. */}
          <Route path="/confirmacion-movil" element={<MobileConfirmationPage />} />
          <Route path="/confirmacion-movil/codigo" element={<MobileCodePage />} />
        </Route>
        <Route
          path="/confirmacion-de-correo"
          element={
            <RequireUnverified>
              <Outlet />
            </RequireUnverified>
          }
        >
          <Route index element={<EmailConfirmationPage />} />
        </Route>
        <Route path="/auth/action" element={<AuthActionPage />} />
        <Route
          path="/"
          element={
            <RequireVerifiedLeader>
              <Outlet />
            </RequireVerifiedLeader>
          }
        >
          <Route element={<SignedInLayout />}>
            <Route index element={<DashboardPage />} />
            <Route path="codigos" element={<CodesPage />} />
          </Route>
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}

import { lazy, Suspense } from 'react';
import { Outlet, Route, Routes } from 'react-router-dom';
import { FullScreenLoader } from '@/components/feedback/FullScreenLoader';
import { RouteErrorBoundary } from '@/app/RouteErrorBoundary';
import { NotFoundPage } from '@/app/routes/NotFoundPage';
import { SecondFactorProvider } from '@/features/auth/components/SecondFactorProvider';
import { SignInPage } from '@/features/auth/routes/SignInPage';
import { RequireSignedOut, RequireUnverified, RequireVerifiedLeader } from '@/lib/session/guards';
import { paths } from '@/config/paths';

// Route table of spec section 2. Declarative routes (<BrowserRouter> + <Routes>), not the data
// router: this app uses no loaders or actions, and createBrowserRouter with route `lazy` adds
// about 16 KB gzip to the sign-in page. Pages load lazily, so the sign-in page never pulls in
// Firestore, the Realtime Database or the leader pages. Guards wait for the first auth state (a
// loader meanwhile; the signed-out pages not, where no session is expected): no flash of a
// guarded screen. Navigations run in a transition,
// so the current screen stays until the next page's code has arrived.

const ResetPasswordRequestPage = lazy(() =>
  import('@/features/auth/routes/ResetPasswordRequestPage').then((m) => ({ default: m.ResetPasswordRequestPage })),
);
const RegistrationPage = lazy(() => import('@/features/auth/routes/RegistrationPage').then((m) => ({ default: m.RegistrationPage })));
const MobileConfirmationPage = lazy(() =>
  import('@/features/auth/routes/MobileConfirmationPage').then((m) => ({ default: m.MobileConfirmationPage })),
);
const MobileCodePage = lazy(() => import('@/features/auth/routes/MobileCodePage').then((m) => ({ default: m.MobileCodePage })));
const EmailConfirmationPage = lazy(() =>
  import('@/features/auth/routes/EmailConfirmationPage').then((m) => ({ default: m.EmailConfirmationPage })),
);
const AuthActionPage = lazy(() => import('@/features/auth/routes/AuthActionPage').then((m) => ({ default: m.AuthActionPage })));

// The signed-in part: guard → shell → CodesLayout (the one codes listener) → page, all from one
// chunk (signed-in-area.tsx); the two-step verification page, visited rarely, loads on its own.
const importSignedInArea = () => import('@/app/routes/signed-in-area');
const SignedInShell = lazy(() => importSignedInArea().then((m) => ({ default: m.SignedInShell })));
const CodesLayout = lazy(() => importSignedInArea().then((m) => ({ default: m.CodesLayout })));
const DashboardPage = lazy(() => importSignedInArea().then((m) => ({ default: m.DashboardPage })));
const CodesPage = lazy(() => importSignedInArea().then((m) => ({ default: m.CodesPage })));
const TwoStepVerificationPage = lazy(() =>
  import('@/features/auth/routes/TwoStepVerificationPage').then((m) => ({ default: m.TwoStepVerificationPage })),
);

export function AppRoutes() {
  return (
    <RouteErrorBoundary>
      {/* Shown while the first lazy page loads. */}
      <Suspense fallback={<FullScreenLoader />}>
        <Routes>
          <Route
            element={
              <RequireSignedOut>
                {/* A sign-in waiting for its SMS code, kept between the sign-in and the code page. */}
                <SecondFactorProvider>
                  <Outlet />
                </SecondFactorProvider>
              </RequireSignedOut>
            }
          >
            {/* Eager (not lazy): the first screen of most visits, so its code comes with the entry
                instead of one request round trip later. It loads no Firestore. */}
            <Route path={paths.signIn} element={<SignInPage />} />
            <Route path={paths.resetPassword} element={<ResetPasswordRequestPage />} />
            <Route path={paths.register} element={<RegistrationPage />} />
            {/* The multi-factor step happens before the sign-in completes: the visitor is still signed out. */}
            <Route path={paths.mobileConfirmation} element={<MobileConfirmationPage />} />
            <Route path={paths.mobileCode} element={<MobileCodePage />} />
          </Route>
          <Route
            path={paths.emailConfirmation}
            element={
              <RequireUnverified>
                <Outlet />
              </RequireUnverified>
            }
          >
            <Route index element={<EmailConfirmationPage />} />
          </Route>
          <Route path={paths.authAction} element={<AuthActionPage />} />
          <Route
            path={paths.home}
            element={
              <RequireVerifiedLeader>
                <Outlet />
              </RequireVerifiedLeader>
            }
          >
            <Route element={<SignedInShell />}>
              <Route element={<CodesLayout />}>
                <Route index element={<DashboardPage />} />
                <Route path={paths.codes} element={<CodesPage />} />
              </Route>
              <Route path={paths.twoStepVerification} element={<TwoStepVerificationPage />} />
            </Route>
          </Route>
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </Suspense>
    </RouteErrorBoundary>
  );
}

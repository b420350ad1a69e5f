import { lazy, Suspense } from 'react';
import { Outlet, Route, Routes } from 'react-router-dom';
import { FullScreenLoader } from '@/components/feedback/FullScreenLoader';
import { RouteErrorBoundary } from '@/app/RouteErrorBoundary';
import { NotFoundPage } from '@/app/routes/NotFoundPage';
import { SecondFactorProvider } from '@/features/auth/components/SecondFactorProvider';
import { SignInPage } from '@/features/auth/routes/SignInPage';
import { RequireSignedOut, RequireUnverified, RequireVerified } from '@/lib/session/guards';
import { useSession } from '@/hooks/use-session';
import { paths } from '@common/paths';

// The route table (docs/product.md, "Routes and guards"). Declarative routes (<BrowserRouter> + <Routes>), not the data
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

// The leaders' part: guard → shell → CodesLayout (the one codes listener) → page, all from one
// chunk (signed-in-area.tsx); the administrators' area is another chunk (admin-area.tsx), which
// a leader never loads; the two-step verification page, visited rarely, loads on its own.
const importSignedInArea = () => import('@/app/routes/signed-in-area');
const SignedInShell = lazy(() => importSignedInArea().then((m) => ({ default: m.SignedInShell })));
const importAdminArea = () => import('@/app/routes/admin-area');
const AdminShell = lazy(() => importAdminArea().then((m) => ({ default: m.AdminShell })));
const RequestsPage = lazy(() => importAdminArea().then((m) => ({ default: m.RequestsPage })));
const LeadersPage = lazy(() => importAdminArea().then((m) => ({ default: m.LeadersPage })));
const LeaderPage = lazy(() => importAdminArea().then((m) => ({ default: m.LeaderPage })));
const GenerateCodesPage = lazy(() => importAdminArea().then((m) => ({ default: m.GenerateCodesPage })));
const ActivityPage = lazy(() => importAdminArea().then((m) => ({ default: m.ActivityPage })));
const StorePage = lazy(() => importAdminArea().then((m) => ({ default: m.StorePage })));
const CodesLayout = lazy(() => importSignedInArea().then((m) => ({ default: m.CodesLayout })));
const DashboardPage = lazy(() => importSignedInArea().then((m) => ({ default: m.DashboardPage })));
const CodesPage = lazy(() => importSignedInArea().then((m) => ({ default: m.CodesPage })));
const TwoStepVerificationPage = lazy(() =>
  import('@/features/auth/routes/TwoStepVerificationPage').then((m) => ({ default: m.TwoStepVerificationPage })),
);

/** The shell of the signed-in person's own area, for the pages both areas share (two-step verification). */
function OwnAreaShell() {
  const { session } = useSession();
  return session.status === 'signedIn' && session.access === 'admin' ? <AdminShell /> : <SignedInShell />;
}

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
              <RequireVerified access="leader">
                <SignedInShell />
              </RequireVerified>
            }
          >
            <Route element={<CodesLayout />}>
              <Route index element={<DashboardPage />} />
              <Route path={paths.codes} element={<CodesPage />} />
            </Route>
          </Route>
          <Route
            path={paths.admin.requests}
            element={
              <RequireVerified access="admin">
                <AdminShell />
              </RequireVerified>
            }
          >
            <Route index element={<RequestsPage />} />
            <Route path={paths.admin.leaders} element={<LeadersPage />} />
            <Route path={paths.admin.leaderPattern} element={<LeaderPage />} />
            <Route path={paths.admin.generateCodes} element={<GenerateCodesPage />} />
            <Route path={paths.admin.activity} element={<ActivityPage />} />
            <Route path={paths.admin.store} element={<StorePage />} />
          </Route>
          <Route
            path={paths.twoStepVerification}
            element={
              <RequireVerified>
                <OwnAreaShell />
              </RequireVerified>
            }
          >
            <Route index element={<TwoStepVerificationPage />} />
          </Route>
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </Suspense>
    </RouteErrorBoundary>
  );
}

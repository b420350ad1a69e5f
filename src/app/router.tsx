import { createBrowserRouter, Outlet, type RouteObject } from 'react-router-dom';
import { FullScreenLoader } from '@/components/feedback/FullScreenLoader';
import { navItems } from '@/app/navigation';
import { NotFoundPage } from '@/app/routes/NotFoundPage';
import { SignInPage } from '@/features/auth/routes/SignInPage';
import { RequireSignedOut, RequireUnverified, RequireVerifiedLeader } from '@/lib/session/guards';

// Route table of spec section 2. Pages load lazily, so the sign-in page never pulls in
// Firestore, the Realtime Database or the leader pages. Guards wait for the first auth
// state (a loader meanwhile): no flash of the wrong screen either way.

const signedOutOnly = (
  <RequireSignedOut>
    <Outlet />
  </RequireSignedOut>
);

export const routes: RouteObject[] = [
  {
    // Shown while the first lazy page loads.
    hydrateFallbackElement: <FullScreenLoader />,
    children: [
      {
        element: signedOutOnly,
        children: [
          {
            // Eager (not lazy): the first screen of most visits, so its code comes with the entry
            // instead of one request round trip later (Lighthouse, issue 7). It loads no Firestore.
            path: '/iniciar-sesion',
            Component: SignInPage,
          },
          {
            path: '/restablecer-contrasena',
            lazy: async () => ({
              Component: (await import('@/features/auth/routes/ResetPasswordRequestPage')).ResetPasswordRequestPage,
            }),
          },
          {
            path: '/registro',
            lazy: async () => ({ Component: (await import('@/features/auth/routes/RegistrationPage')).RegistrationPage }),
          },
          {
            // The multi-factor step happens before the sign-in completes: the visitor is still signed out.
            path: '/confirmacion-movil',
            lazy: async () => ({
              Component: (await import('@/features/auth/routes/MobileConfirmationPage')).MobileConfirmationPage,
            }),
          },
          {
            path: '/confirmacion-movil/codigo',
            lazy: async () => ({ Component: (await import('@/features/auth/routes/MobileCodePage')).MobileCodePage }),
          },
        ],
      },
      {
        path: '/confirmacion-de-correo',
        element: (
          <RequireUnverified>
            <Outlet />
          </RequireUnverified>
        ),
        children: [
          {
            index: true,
            lazy: async () => ({
              Component: (await import('@/features/auth/routes/EmailConfirmationPage')).EmailConfirmationPage,
            }),
          },
        ],
      },
      {
        path: '/auth/action',
        lazy: async () => ({ Component: (await import('@/features/auth/routes/AuthActionPage')).AuthActionPage }),
      },
      {
        path: '/',
        element: (
          <RequireVerifiedLeader>
            <Outlet />
          </RequireVerifiedLeader>
        ),
        children: [
          {
            // guard → TrackedCodesProvider (one listener shared by both pages) → AppShell → page.
            lazy: async () => {
              const [{ TrackedCodesProvider }, { AppShell }] = await Promise.all([
                import('@/features/codes/components/TrackedCodesProvider'),
                import('@/components/layout/AppShell'),
              ]);
              return {
                Component: function SignedInLayout() {
                  return (
                    <TrackedCodesProvider>
                      <AppShell navItems={navItems} />
                    </TrackedCodesProvider>
                  );
                },
              };
            },
            children: [
              {
                index: true,
                lazy: async () => ({ Component: (await import('@/features/codes/routes/DashboardPage')).DashboardPage }),
              },
              {
                path: 'codigos',
                lazy: async () => ({ Component: (await import('@/features/codes/routes/CodesPage')).CodesPage }),
              },
            ],
          },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const router = createBrowserRouter(routes);

import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { Banner } from '@/components/layout/Banner';
import { Footer } from '@/components/layout/Footer';
import { activeNavItem, type NavItem } from '@/components/layout/nav-item';
import { TopBar } from '@/components/layout/TopBar';
import { visuallyHidden } from '@/components/layout/visually-hidden';
import { useNotify } from '@/hooks/use-notify';
import { appEnv } from '@/lib/env';
import { useSession } from '@/hooks/use-session';
import { errorMessage, texts } from '@/lib/texts';

const MAIN_ID = 'contenido';

/**
 * The signed-in layout of both areas: top bar (links, and the user menu's pages), banner with the
 * page title above the area's `heading`, the page, footer.
 */
export function AppShell({ navItems, menuItems = [], heading = texts.shell.heading }: { navItems: NavItem[]; menuItems?: NavItem[]; heading?: string }) {
  const { session, signOut: endSession } = useSession();
  const { pathname } = useLocation();
  const notify = useNotify();
  const [year] = useState(() => new Date().getFullYear());
  const title = activeNavItem([...navItems, ...menuItems], pathname)?.title;

  useEffect(() => {
    document.title = title ? `${title} | ${texts.appName}` : texts.appName;
  }, [title]);

  const user = session.status === 'signedIn' ? session.user : null;
  const signOut = () => {
    // The guards send the visitor to /iniciar-sesion once the session ends.
    endSession().catch((error: unknown) => notify({ type: 'error', message: errorMessage(error) }));
  };

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Box
        component="a"
        href={`#${MAIN_ID}`}
        sx={{
          ...visuallyHidden,
          '&:focus': {
            clip: 'auto',
            width: 'auto',
            height: 'auto',
            margin: 0,
            zIndex: 'tooltip',
            top: 8,
            left: 8,
            px: 2,
            py: 1,
            bgcolor: 'background.paper',
            color: 'primary.main',
            borderRadius: 1,
            boxShadow: 3,
          },
        }}
      >
        {texts.shell.skipToContent}
      </Box>
      <TopBar
        navItems={navItems}
        menuItems={menuItems}
        user={{ displayName: user?.displayName ?? null, email: user?.email ?? null, photoURL: user?.photoURL ?? null }}
        onSignOut={signOut}
      />
      <Box component="main" id={MAIN_ID} tabIndex={-1} sx={{ flexGrow: 1, outline: 'none', minWidth: 0 }}>
        <Banner title={title} heading={heading} />
        <Container maxWidth="lg" sx={{ py: { xs: 2, sm: 4 }, px: { xs: 1.5, sm: 3 } }}>
          <Outlet />
        </Container>
      </Box>
      <Footer termsUrl={appEnv.termsUrl} privacyUrl={appEnv.privacyUrl} year={year} />
    </Box>
  );
}

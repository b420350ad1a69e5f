import { menuItems, navItems } from '@/app/navigation';
import { AppShell } from '@/components/layout/AppShell';

// Everything a signed-in leader sees on every visit, in ONE lazy chunk: the shell, the route that
// holds the codes listener, and both pages. Nested lazy routes would load one after the other
// (shell, then layout, then page); one chunk arrives in one request, compresses better than four,
// and moving between Dashboard and Códigos never waits for code, even on bad signal at a venue.
export { CodesLayout } from '@/features/codes/routes/CodesLayout';
export { CodesPage } from '@/features/codes/routes/CodesPage';
export { DashboardPage } from '@/features/codes/routes/DashboardPage';

export function SignedInShell() {
  return <AppShell navItems={navItems} menuItems={menuItems} />;
}

import { adminNavItems } from '@/app/admin-navigation';
import { menuItems } from '@/app/navigation';
import { AppShell } from '@/components/layout/AppShell';
import { adminTexts } from '@/features/admin/texts';

// The administrators' area in its own lazy chunk(s): a leader's visit never downloads it, and the
// sign-in page's JavaScript stays as it is. The same shell as the leaders' (top bar, banner,
// footer, notices), with the area's links and heading.
export { ActivityPage } from '@/features/admin/routes/ActivityPage';
export { GenerateCodesPage } from '@/features/admin/routes/GenerateCodesPage';
export { LeaderPage } from '@/features/admin/routes/LeaderPage';
export { LeadersPage } from '@/features/admin/routes/LeadersPage';
export { RequestsPage } from '@/features/admin/routes/RequestsPage';
export { StorePage } from '@/features/admin/routes/StorePage';

export function AdminShell() {
  return <AppShell navItems={adminNavItems} menuItems={menuItems} heading={adminTexts.heading} />;
}

import type { NavItem } from '@/components/layout/nav-item';
import { authTexts } from '@/features/auth/texts';
import { texts } from '@/lib/texts';
import { paths } from '@/config/paths';

/** The top bar's links; each one's title is the banner title of its page. */
export const navItems: NavItem[] = [
  { path: paths.home, label: texts.navigation.dashboard.label, icon: 'home', title: texts.navigation.dashboard.title },
  { path: paths.codes, label: texts.navigation.codes.label, icon: 'code', title: texts.navigation.codes.title },
];

/** The user menu's pages, above 'Cerrar sesión'; each one's title is the banner title of its page. */
export const menuItems: NavItem[] = [
  { path: paths.twoStepVerification, label: authTexts.twoStepTitle, icon: 'security', title: authTexts.twoStepTitle },
];

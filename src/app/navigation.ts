import type { NavItem } from '@/components/layout/nav-item';
import { authTexts } from '@/features/auth/texts';
import { texts } from '@/lib/texts';

/** The top bar's links; each one's title is the banner title of its page. */
export const navItems: NavItem[] = [
  { path: '/', label: texts.navigation.dashboard.label, icon: 'home', title: texts.navigation.dashboard.title },
  { path: '/codigos', label: texts.navigation.codes.label, icon: 'code', title: texts.navigation.codes.title },
];

/** The user menu's pages, above 'Cerrar sesión'; each one's title is the banner title of its page. */
export const menuItems: NavItem[] = [
  { path: '/verificacion-en-dos-pasos', label: authTexts.twoStepTitle, icon: 'security', title: authTexts.twoStepTitle },
];

import CodeIcon from '@mui/icons-material/Code';
import HomeIcon from '@mui/icons-material/Home';
import SecurityIcon from '@mui/icons-material/Security';
import type { NavItem } from '@/components/layout/nav-item';
import { authTexts } from '@/features/auth/texts';
import { texts } from '@/lib/texts';
import { paths } from '@common/paths';

/** The leaders' top bar links; each one's title is the banner title of its page. */
export const navItems: NavItem[] = [
  { path: paths.home, label: texts.navigation.dashboard.label, icon: HomeIcon, title: texts.navigation.dashboard.title },
  { path: paths.codes, label: texts.navigation.codes.label, icon: CodeIcon, title: texts.navigation.codes.title },
];

/** The user menu's pages, above 'Cerrar sesión', in both areas; each one's title is the banner title of its page. */
export const menuItems: NavItem[] = [
  { path: paths.twoStepVerification, label: authTexts.twoStepTitle, icon: SecurityIcon, title: authTexts.twoStepTitle },
];

import ConfirmationNumberIcon from '@mui/icons-material/ConfirmationNumber';
import GroupsIcon from '@mui/icons-material/Groups';
import HistoryIcon from '@mui/icons-material/History';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import StorefrontIcon from '@mui/icons-material/Storefront';
import type { NavItem } from '@/components/layout/nav-item';
import { adminTexts } from '@/features/admin/texts';
import { paths } from '@common/paths';

const nav = adminTexts.navigation;

/** The administrators' top bar links (loaded with their area only); each title is the banner title of its page. */
export const adminNavItems: NavItem[] = [
  { path: paths.admin.requests, label: nav.requests.label, icon: PersonAddIcon, title: nav.requests.title },
  { path: paths.admin.leaders, label: nav.leaders.label, icon: GroupsIcon, title: nav.leaders.title, includesSubpages: true },
  { path: paths.admin.generateCodes, label: nav.generateCodes.label, icon: ConfirmationNumberIcon, title: nav.generateCodes.title },
  { path: paths.admin.activity, label: nav.activity.label, icon: HistoryIcon, title: nav.activity.title },
  { path: paths.admin.store, label: nav.store.label, icon: StorefrontIcon, title: nav.store.title },
];

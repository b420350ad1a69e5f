import type SvgIcon from '@mui/material/SvgIcon';

/**
 * An entry of the top bar or of its user menu: path, label, icon and the page title shown in the
 * banner. The icon is the component itself, so each area's bundle carries only its own icons.
 */
export interface NavItem {
  path: string;
  label: string;
  icon: typeof SvgIcon;
  /** Page title shown in the banner while this item's page is open. */
  title: string;
  /** The item also stands for the pages below its path (a leader's page under Líderes). */
  includesSubpages?: boolean;
}

const normalise = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path) || '/';

/** The item whose path is the current location (ignoring a trailing slash), or whose subpages include it. */
export function activeNavItem(navItems: readonly NavItem[], pathname: string): NavItem | undefined {
  const current = normalise(pathname);
  return (
    navItems.find((item) => normalise(item.path) === current) ??
    navItems.find((item) => item.includesSubpages && current.startsWith(`${normalise(item.path)}/`))
  );
}

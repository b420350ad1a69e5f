/** An entry of the top bar (spec section 3: path, label, icon home or code, title) or of its user menu. */
export interface NavItem {
  path: string;
  label: string;
  icon: 'home' | 'code' | 'security';
  /** Page title shown in the banner while this item's page is open. */
  title: string;
}

/** The item whose path is the current location (exact match, ignoring a trailing slash). */
export function activeNavItem(navItems: readonly NavItem[], pathname: string): NavItem | undefined {
  const normalise = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path) || '/';
  const current = normalise(pathname);
  return navItems.find((item) => normalise(item.path) === current);
}

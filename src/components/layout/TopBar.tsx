import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import LogoutIcon from '@mui/icons-material/Logout';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Popover from '@mui/material/Popover';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link as RouterLink, NavLink } from 'react-router-dom';
import type { NavItem } from '@/components/layout/nav-item';
import { UserAvatar } from '@/components/layout/UserAvatar';
import { texts } from '@/lib/texts';
import { paths } from '@common/paths';

export interface TopBarUser {
  displayName: string | null;
  email: string | null;
  photoURL: string | null;
}

/** Ellipsis for long names and e-mails instead of a wider bar. */
const oneLine = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;
// Icon then label in a menu item, spaced and coloured as MUI's ListItemIcon would.
const menuIcon = { mr: 1.5, color: 'action.active' } as const;

/**
 * Logo, navigation and the user menu. On a phone the links stack their icon above a small
 * label and the name and e-mail move into the menu, so the bar fits in 360 px; more than two
 * links (the administrators' area) take a row of their own below the logo. The menu lists the
 * account's own pages (`menuItems`) above 'Cerrar sesión'.
 */
export function TopBar({
  navItems,
  menuItems = [],
  user,
  onSignOut,
}: {
  navItems: NavItem[];
  menuItems?: NavItem[];
  user: TopBarUser;
  onSignOut(): void;
}) {
  // The menu is open while it has an anchor (the button that opened it).
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const menuOpen = menuAnchor !== null;
  const signOutItem = useRef<HTMLLIElement>(null);
  const menuId = useId();
  const closeMenu = () => setMenuAnchor(null);
  const closeOnTab = (event: KeyboardEvent) => {
    if (event.key === 'Tab') closeMenu();
  };
  const navOwnRowOnPhone = navItems.length > 2;

  return (
    <AppBar position="static" elevation={0} sx={{ borderBottom: 1, borderColor: 'primary.dark' }}>
      <Toolbar sx={{ gap: { xs: 0.5, sm: 2 }, px: { xs: 1, sm: 3 }, minHeight: { xs: 60, sm: 68 }, flexWrap: { xs: navOwnRowOnPhone ? 'wrap' : 'nowrap', sm: 'nowrap' } }}>
        <Box
          component={RouterLink}
          to={paths.home}
          sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'inherit', textDecoration: 'none', flexShrink: 0, borderRadius: 1 }}
        >
          <Box
            component="img"
            src="/logo.svg"
            alt={texts.shell.logoAlt}
            width={40}
            height={40}
            // A light ring separates the blue logo from the blue bar.
            sx={{ display: 'block', borderRadius: '9px', boxShadow: '0 0 0 2px rgba(255, 255, 255, 0.85)' }}
          />
          <Typography component="span" aria-hidden="true" sx={{ display: { xs: 'none', md: 'inline' }, fontWeight: 700 }}>
            {texts.appName}
          </Typography>
        </Box>

        <Box
          component="nav"
          aria-label={texts.shell.mainNavigation}
          sx={{
            flexGrow: 1,
            minWidth: 0,
            ...(navOwnRowOnPhone && { order: { xs: 3, sm: 0 }, flexBasis: { xs: '100%', sm: 'auto' }, pb: { xs: 0.5, sm: 0 } }),
          }}
        >
          <Box
            component="ul"
            sx={{
              display: 'flex',
              gap: { xs: 0.5, sm: 1 },
              listStyle: 'none',
              m: 0,
              p: 0,
              ...(navOwnRowOnPhone && { justifyContent: { xs: 'space-between', sm: 'flex-start' }, gap: { xs: 0, sm: 1 } }),
            }}
          >
            {navItems.map((item) => {
              const Icon = item.icon;
              return (
                <li key={item.path}>
                  <Button
                    component={NavLink}
                    to={item.path}
                    end={!item.includesSubpages}
                    color="inherit"
                    startIcon={<Icon />}
                    sx={{
                      flexDirection: { xs: 'column', sm: 'row' },
                      gap: { xs: 0.25, sm: 0 },
                      minWidth: { xs: navOwnRowOnPhone ? 0 : 64, sm: 0 },
                      px: { xs: navOwnRowOnPhone ? 0.5 : 1, sm: 2 },
                      py: { xs: 0.5, sm: 1 },
                      fontSize: { xs: navOwnRowOnPhone ? '0.6875rem' : '0.75rem', sm: '0.9375rem' },
                      lineHeight: 1.2,
                      borderRadius: 2,
                      borderBottom: 3,
                      borderColor: 'transparent',
                      '& .MuiButton-startIcon': { m: { xs: 0, sm: '0 8px 0 -4px' } },
                      '&.active': { bgcolor: 'rgba(255, 255, 255, 0.16)', borderColor: 'secondary.main' },
                    }}
                  >
                    {item.label}
                  </Button>
                </li>
              );
            })}
          </Box>
        </Box>

        {/* Pushes the menu to the right when the links wrap to their own row. */}
        {navOwnRowOnPhone && <Box sx={{ flexGrow: 1, display: { xs: 'block', sm: 'none' } }} />}
        <Box sx={{ display: { xs: 'none', md: 'block' }, textAlign: 'right', minWidth: 0, maxWidth: 260 }}>
          <Typography variant="body2" sx={{ ...oneLine, fontWeight: 600 }}>
            {user.displayName}
          </Typography>
          <Typography variant="caption" component="p" sx={oneLine}>
            {user.email}
          </Typography>
        </Box>
        <Button
          color="inherit"
          aria-label={texts.shell.userMenu}
          aria-haspopup="menu"
          aria-expanded={menuOpen}
          aria-controls={menuOpen ? menuId : undefined}
          onClick={(event) => setMenuAnchor(event.currentTarget)}
          endIcon={<ExpandMoreIcon />}
          sx={{ flexShrink: 0, minWidth: 0, px: 0.5, borderRadius: 6, '& .MuiButton-endIcon': { ml: 0.25 } }}
        >
          <UserAvatar photoURL={user.photoURL} />
        </Button>

        <Popover
          open={menuOpen}
          anchorEl={menuAnchor}
          onClose={closeMenu}
          // As MUI's Menu does, focus goes to the first item (not the paper) once the popover
          // is positioned and entering; the focus trap still keeps it inside and restores it.
          disableAutoFocus
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
          transformOrigin={{ vertical: 'top', horizontal: 'right' }}
          slotProps={{
            paper: { sx: { mt: 1, minWidth: 240, maxWidth: 'calc(100vw - 16px)' } },
            transition: { onEntering: () => signOutItem.current?.focus() },
          }}
        >
          {/* A bottom border, not MUI's Divider: the same line without one more component to load. */}
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
            <UserAvatar photoURL={user.photoURL} size={44} />
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="body2" sx={{ ...oneLine, fontWeight: 600 }}>
                {user.displayName}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={oneLine}>
                {user.email}
              </Typography>
            </Box>
          </Box>
          <MenuList id={menuId} autoFocusItem={menuOpen} aria-label={texts.shell.userMenu} onKeyDown={closeOnTab}>
            {menuItems.map((item) => {
              const Icon = item.icon;
              return (
                <MenuItem key={item.path} component={RouterLink} to={item.path} onClick={closeMenu}>
                  <Icon fontSize="small" sx={menuIcon} />
                  {item.label}
                </MenuItem>
              );
            })}
            <MenuItem
              ref={signOutItem}
              onClick={() => {
                closeMenu();
                onSignOut();
              }}
            >
              <LogoutIcon fontSize="small" sx={menuIcon} />
              {texts.shell.signOut}
            </MenuItem>
          </MenuList>
        </Popover>
      </Toolbar>
    </AppBar>
  );
}

import CodeIcon from '@mui/icons-material/Code';
import HomeIcon from '@mui/icons-material/Home';
import { describe, expect, it } from 'vitest';
import { activeNavItem, type NavItem } from '@/components/layout/nav-item';

const items: NavItem[] = [
  { path: '/', label: 'Dashboard', icon: HomeIcon, title: 'Validador de códigos' },
  { path: '/codigos', label: 'Códigos', icon: CodeIcon, title: 'Seguimiento de códigos' },
];

describe('activeNavItem', () => {
  it('finds the item of the root path', () => {
    expect(activeNavItem(items, '/')?.title).toBe('Validador de códigos');
  });

  it('finds an item with or without a trailing slash', () => {
    expect(activeNavItem(items, '/codigos')?.title).toBe('Seguimiento de códigos');
    expect(activeNavItem(items, '/codigos/')?.title).toBe('Seguimiento de códigos');
  });

  it('finds nothing for a path outside the navigation', () => {
    expect(activeNavItem(items, '/otra')).toBeUndefined();
    expect(activeNavItem(items, '/codigos/extra')).toBeUndefined();
  });

  it('finds an item that includes its subpages for a page below it', () => {
    const leaders: NavItem = { path: '/administracion/lideres', label: 'Líderes', icon: HomeIcon, title: 'Líderes', includesSubpages: true };
    expect(activeNavItem([...items, leaders], '/administracion/lideres/abc')?.title).toBe('Líderes');
    expect(activeNavItem([...items, leaders], '/administracion/lideresx')).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { activeNavItem, type NavItem } from '@/components/layout/nav-item';

const items: NavItem[] = [
  { path: '/', label: 'Dashboard', icon: 'home', title: 'Validador de códigos' },
  { path: '/codigos', label: 'Códigos', icon: 'code', title: 'Seguimiento de códigos' },
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
});

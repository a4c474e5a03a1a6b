import { describe, expect, it } from 'vitest';
import { navbar, navbarItemType, navbarItemTypes } from './navbar';

describe('navbarItemType', () => {
  it('reads an untyped link as default and an untyped item with children as dropdown', () => {
    expect(navbarItemType({ to: '/blog', label: 'Blog' })).toBe('default');
    expect(navbarItemType({ label: 'More', items: [{ to: '/a', label: 'A' }] })).toBe('dropdown');
    expect(navbarItemType({ type: 'docsVersionDropdown' })).toBe('docsVersionDropdown');
  });
});

describe('navbar', () => {
  it('uses only the item types the ComponentTypes swizzle bundles', () => {
    const known: readonly string[] = navbarItemTypes;
    const unknown = navbar.items.map(navbarItemType).filter((type) => !known.includes(type));
    expect(unknown).toEqual([]);
  });
});

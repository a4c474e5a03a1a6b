import type { PropSidebarItem } from '@docusaurus/plugin-content-docs';
import { describe, expect, it } from 'vitest';
import { withCardDescription } from './cardDescriptions';

const link: PropSidebarItem = { type: 'link', href: '/docs/a', label: 'A', docId: 'a' };

describe('withCardDescription', () => {
  it('adds the doc’s description to a doc link card', () => {
    expect(withCardDescription(link, { a: '描述' })).toEqual({ ...link, description: '描述' });
  });

  it('keeps the item as it is without a known description, with its own, or when it is no doc link', () => {
    expect(withCardDescription(link, undefined)).toBe(link);
    expect(withCardDescription(link, { b: '别的' })).toBe(link);
    const own = { ...link, description: '自己的' };
    expect(withCardDescription(own, { a: '描述' })).toBe(own);
    const external: PropSidebarItem = { type: 'link', href: 'https://example.com', label: 'X' };
    expect(withCardDescription(external, { a: '描述' })).toBe(external);
    const category: PropSidebarItem = {
      type: 'category',
      label: 'C',
      items: [],
      collapsed: true,
      collapsible: true,
    };
    expect(withCardDescription(category, { a: '描述' })).toBe(category);
  });
});

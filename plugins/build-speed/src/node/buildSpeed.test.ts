import { describe, expect, it, vi } from 'vitest';
import { memoizedByDataAndPath } from '../client/activeDocContext';
import type { LoadContext } from '@docusaurus/types';
import buildSpeedPlugin, { DOCS_CLIENT_UTILS_REQUEST, withoutConfigSearch } from './index';

// `@docusaurus/router` is an alias the site's bundler sets; here it is Docusaurus's own module.
vi.mock('@docusaurus/router', () => import('@docusaurus/core/lib/client/exports/router.js'));

describe('PostCSS options', () => {
  it('turn the config file search off and keep the plugins and other options', () => {
    const autoprefixer = () => undefined;
    expect(withoutConfigSearch({ plugins: [autoprefixer], map: false })).toEqual({
      plugins: [autoprefixer],
      map: false,
      config: false,
    });
    expect(
      buildSpeedPlugin({ siteDir: process.cwd() } as LoadContext).configurePostCss?.({ plugins: [] }),
    ).toEqual({ plugins: [], config: false });
  });
});

describe('the docs client helpers stand-in', () => {
  it('replaces only the request the docs plugin makes for them', () => {
    expect(DOCS_CLIENT_UTILS_REQUEST.test('./docsClientUtils')).toBe(true);
    expect(DOCS_CLIENT_UTILS_REQUEST.test('./docsClientUtils.js')).toBe(true);
    // The stand-in's own import of the original must not be replaced (it would import itself).
    expect(
      DOCS_CLIENT_UTILS_REQUEST.test('@docusaurus/plugin-content-docs/lib/client/docsClientUtils.js'),
    ).toBe(false);
  });

  it('exports what the original exports, and the same active doc context', async () => {
    const original = await import('@docusaurus/plugin-content-docs/lib/client/docsClientUtils.js');
    const standIn = await import('../client/docsClientUtils');
    expect(Object.keys(standIn).sort()).toEqual(Object.keys(original).sort());
    const doc = (id: string) => ({ id, path: `/docs/${id}`, sidebar: 's' });
    const data = {
      path: '/docs',
      versions: [
        {
          name: 'current',
          label: 'Next',
          isLast: true,
          path: '/docs',
          mainDocId: 'a',
          docs: [doc('a'), doc('b')],
          draftIds: [],
          sidebars: { s: { link: { path: '/docs/a', label: 'a' } } },
        },
      ],
      breadcrumbs: true,
    } as unknown as Parameters<typeof original.getActiveDocContext>[0];
    for (const pathname of ['/docs/b', '/docs/b', '/docs/a', '/blog', '/docs/b']) {
      expect(standIn.getActiveDocContext(data, pathname)).toEqual(
        original.getActiveDocContext(data, pathname),
      );
    }
    expect(standIn.getActiveDocContext(data, '/docs/b').activeDoc?.id).toBe('b');
  });
});

describe('memoizedByDataAndPath', () => {
  it('computes once per data object and pathname', () => {
    const calls: string[] = [];
    const find = memoizedByDataAndPath((data: { name: string }, pathname: string) => {
      calls.push(`${data.name}${pathname}`);
      return pathname === '/none' ? undefined : `${data.name}:${pathname}`;
    });
    const first = { name: 'a' };
    const second = { name: 'a' };
    expect(find(first, '/x')).toBe('a:/x');
    expect(find(first, '/x')).toBe('a:/x');
    expect(find(second, '/x')).toBe('a:/x');
    expect(find(first, '/none')).toBeUndefined();
    expect(find(first, '/none')).toBeUndefined();
    expect(calls).toEqual(['a/x', 'a/x', 'a/none']);
  });
});

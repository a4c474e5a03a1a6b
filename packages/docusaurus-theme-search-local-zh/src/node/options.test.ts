import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS, normalizeOptions } from './options.ts';

describe('plugin options', () => {
  it('default every option, and the id', () => {
    expect(normalizeOptions(undefined)).toEqual({ ...DEFAULT_OPTIONS, id: 'default' });
    expect(normalizeOptions({})).toEqual({
      id: 'default',
      sections: [],
      blogLabel: 'Blog',
      docsRouteBasePath: 'docs',
      blogRouteBasePath: 'blog',
      searchPagePath: 'search',
    });
  });

  it('keep paths without their slashes, and allow docs or blog at the base URL', () => {
    expect(
      normalizeOptions({
        id: 'notes',
        docsRouteBasePath: '/',
        blogRouteBasePath: '/posts/',
        searchPagePath: '/find/',
      }),
    ).toMatchObject({
      id: 'notes',
      docsRouteBasePath: '',
      blogRouteBasePath: 'posts',
      searchPagePath: 'find',
    });
  });

  it('come out of a second check unchanged (the plugin checks what Docusaurus validated)', () => {
    const once = normalizeOptions({
      id: 'x',
      sections: [{ key: 'a', label: 'A' }] as never,
      docsRouteBasePath: '/',
    });
    expect(normalizeOptions(once)).toEqual(once);
  });

  it('default a section’s entry paths', () => {
    expect(normalizeOptions({ sections: [{ key: 'react', label: 'React' }] as never }).sections).toEqual([
      { key: 'react', label: 'React', entryPaths: [] },
    ]);
  });

  it('reject what would break the index or the routes', () => {
    const fails = (options: unknown) => () => normalizeOptions(options as never);
    expect(fails({ unknown: true })).toThrow('"unknown" is not allowed');
    expect(fails({ sections: [{ key: 'React', label: 'React' }] })).toThrow('lower-case folder name');
    expect(fails({ sections: [{ key: 'blog', label: 'Blog' }] })).toThrow('blog');
    expect(
      fails({
        sections: [
          { key: 'a', label: 'A' },
          { key: 'a', label: 'B' },
        ],
      }),
    ).toThrow('duplicate');
    expect(fails({ sections: [{ key: 'a', label: 'A', entryPaths: ['docs/a'] }] })).toThrow(
      'starting with /',
    );
    expect(fails({ searchPagePath: '/' })).toThrow('searchPagePath');
    expect(fails({ searchPagePath: 'search?q=1' })).toThrow('searchPagePath');
    expect(fails({ blogLabel: 3 })).toThrow('blogLabel');
    expect(fails({ id: 'no spaces' })).toThrow('Illegal plugin ID');
  });
});

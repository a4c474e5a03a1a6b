import { describe, expect, it } from 'vitest';
import { normalizeOptions } from '../packages/docusaurus-theme-search-local-zh/src/node';
import { algoliaThemeConfig, resolveHostedSearch, searchOptions } from './search';
import { sections } from './sections';

describe('the site’s search settings', () => {
  it('pass the plugin’s option check unchanged, one section per note section', () => {
    const validated = normalizeOptions(searchOptions);
    expect(validated).toEqual({ ...searchOptions, id: 'default' });
    expect(validated.sections.map((section) => section.label)).toEqual(sections.map(({ label }) => label));
    expect(validated).toMatchObject({
      docsRouteBasePath: 'docs',
      blogRouteBasePath: 'blog',
      searchPagePath: 'search',
    });
  });

  it('give hosted mode the same search page', () => {
    const hosted = resolveHostedSearch({
      ALGOLIA_APP_ID: 'A',
      ALGOLIA_API_KEY: 'k',
      ALGOLIA_INDEX_NAME: 'i',
    })!;
    expect(algoliaThemeConfig(hosted)).toMatchObject({ searchPagePath: 'search', contextualSearch: true });
  });
});

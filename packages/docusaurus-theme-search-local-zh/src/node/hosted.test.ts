import { describe, expect, it } from 'vitest';
import { algoliaThemeConfig, resolveHostedSearch } from './hosted.ts';

const hostedEnv = { ALGOLIA_APP_ID: 'APP123', ALGOLIA_API_KEY: 'search-key', ALGOLIA_INDEX_NAME: 'notes' };

describe('hosted search switch', () => {
  it('stays offline when no Algolia variable is set (blank counts as unset)', () => {
    expect(resolveHostedSearch({})).toBeUndefined();
    expect(resolveHostedSearch({ ALGOLIA_APP_ID: ' ' })).toBeUndefined();
  });

  it('turns hosted with all three, with the spec’s DocSearch fields', () => {
    const hosted = resolveHostedSearch({ ...hostedEnv, ALGOLIA_EXTERNAL_URL_REGEX: 'example\\.org' });
    expect(algoliaThemeConfig(hosted!)).toEqual({
      appId: 'APP123',
      apiKey: 'search-key',
      indexName: 'notes',
      contextualSearch: true,
      searchParameters: {},
      searchPagePath: 'search',
      externalUrlRegex: 'example\\.org',
    });
  });

  it('puts the hosted search page where the offline one was', () => {
    const hosted = resolveHostedSearch(hostedEnv)!;
    expect(algoliaThemeConfig(hosted).searchPagePath).toBe('search');
    expect(algoliaThemeConfig(hosted, { searchPagePath: 'find' }).searchPagePath).toBe('find');
    expect(algoliaThemeConfig(hosted)).not.toHaveProperty('externalUrlRegex');
  });

  it('names the missing variables of a partial set', () => {
    expect(() => resolveHostedSearch({ ALGOLIA_APP_ID: 'APP123' })).toThrow(
      'missing: ALGOLIA_API_KEY, ALGOLIA_INDEX_NAME',
    );
  });
});

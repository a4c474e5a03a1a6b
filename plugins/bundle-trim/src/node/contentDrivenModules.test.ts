import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  CONTENT_DRIVEN_MODULES,
  contentSetsAny,
  themeClassicModulePattern,
  unneededContentDrivenModules,
} from './contentDrivenModules';

const doc = (extra: Record<string, unknown> = {}) => ({
  id: 'js/closures',
  unlisted: false,
  draft: false,
  frontMatter: { title: '闭包' },
  lastUpdatedAt: undefined,
  lastUpdatedBy: null,
  ...extra,
});

describe('contentSetsAny', () => {
  it('finds a key set anywhere in the content', () => {
    const content = { docs: { default: { loadedVersions: [{ docs: [doc(), doc({ unlisted: true })] }] } } };
    expect(contentSetsAny(content, ['unlisted'])).toBe(true);
    expect(contentSetsAny({ a: [{ b: { frontMatter: { draft: true } } }] }, ['draft'])).toBe(true);
    expect(contentSetsAny({ posts: [doc({ lastUpdatedAt: 1700000000000 })] }, ['lastUpdatedAt'])).toBe(true);
  });

  it('counts false, null and undefined as not set', () => {
    expect(
      contentSetsAny({ docs: [doc(), doc()] }, ['unlisted', 'draft', 'lastUpdatedAt', 'lastUpdatedBy']),
    ).toBe(false);
  });

  it('visits shared and circular objects once', () => {
    const shared: Record<string, unknown> = { unlisted: false };
    shared.self = shared;
    expect(contentSetsAny({ a: shared, b: shared }, ['unlisted'])).toBe(false);
  });
});

describe('unneededContentDrivenModules', () => {
  it('lists each module whose keys no content sets', () => {
    const files = (content: unknown) => unneededContentDrivenModules(content).map(({ file }) => file);
    expect(files({ docs: [doc()] })).toEqual(['ContentVisibility/index.js', 'LastUpdated/index.js']);
    expect(files({ docs: [doc({ lastUpdatedBy: 'someone' })] })).toEqual(['ContentVisibility/index.js']);
    expect(files({ blog: [{ metadata: doc({ unlisted: true }) }] })).toEqual(['LastUpdated/index.js']);
  });
});

describe('themeClassicModulePattern', () => {
  it('matches theme-classic’s own file only', () => {
    const pattern = themeClassicModulePattern('LastUpdated/index.js');
    expect(pattern.test('/site/node_modules/@docusaurus/theme-classic/lib/theme/LastUpdated/index.js')).toBe(
      true,
    );
    expect(
      pattern.test('C:\\site\\node_modules\\@docusaurus\\theme-classic\\lib\\theme\\LastUpdated\\index.js'),
    ).toBe(true);
    expect(pattern.test('/site/src/theme/LastUpdated/index.js')).toBe(false);
    expect(pattern.test('/site/node_modules/@docusaurus/theme-classic/lib/theme/LastUpdatedXindex.js')).toBe(
      false,
    );
  });
});

describe('what theme-classic renders', () => {
  const theme = (file: string): string =>
    readFileSync(
      new URL(`../../../../node_modules/@docusaurus/theme-classic/lib/theme/${file}`, import.meta.url),
      'utf8',
    );

  it('each module exists where the pattern looks', () => {
    for (const { file } of CONTENT_DRIVEN_MODULES) expect(theme(file).length).toBeGreaterThan(0);
  });

  it('ContentVisibility renders a banner only for unlisted or draft metadata', () => {
    const source = theme('ContentVisibility/index.js');
    expect(source).toContain('{(unlisted || frontMatter.unlisted) && <Unlisted />}');
    expect(source).toContain('{frontMatter.draft && <Draft />}');
  });

  it('only EditMetaRow imports LastUpdated', () => {
    const lib = new URL('../../../../node_modules/@docusaurus/theme-classic/lib/theme/', import.meta.url);
    const importers = readdirSync(lib, { recursive: true, encoding: 'utf8' }).filter(
      (file) => file.endsWith('.js') && theme(file).includes("from '@theme/LastUpdated'"),
    );
    expect(importers).toEqual(['EditMetaRow/index.js']);
  });

  it('EditMetaRow renders LastUpdated only with a date or an author', () => {
    expect(theme('EditMetaRow/index.js')).toContain(
      '{(lastUpdatedAt || lastUpdatedBy) && (\n          <LastUpdated',
    );
  });
});

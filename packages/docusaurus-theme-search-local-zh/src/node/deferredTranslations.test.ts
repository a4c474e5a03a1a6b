import { createRequire } from 'node:module';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  DEFERRED_TRANSLATION_MODULES,
  deferredGroupOf,
  deferredIdsNamed,
  deferredMessages,
  deferredTranslationIds,
  EAGER_TRANSLATION_IDS,
  writeDeferredTranslations,
} from './deferredTranslations.ts';
import { readCodeTranslations } from './translations.ts';

const require = createRequire(import.meta.url);
const { withoutDeferred } = require('./deferTranslationsLoader.cjs') as {
  withoutDeferred: (source: string, defer: readonly string[]) => string;
};
const src = path.join(import.meta.dirname, '..');

describe('strings kept out of the main bundle', () => {
  it('are all the package’s but the search button’s label', () => {
    const all = Object.keys(readCodeTranslations('en'));
    expect(deferredTranslationIds()).toEqual(all.filter((id) => !EAGER_TRANSLATION_IDS.includes(id)).sort());
    expect(deferredTranslationIds()).toHaveLength(all.length - 1);
  });

  it('only the search button (on every page) translates an eager id, and its module none deferred', () => {
    const button = readFileSync(path.join(src, 'theme/SearchBar/SearchButton.tsx'), 'utf8');
    expect(deferredIdsNamed(button, EAGER_TRANSLATION_IDS)).toEqual(EAGER_TRANSLATION_IDS);
    expect(deferredIdsNamed(button, deferredTranslationIds())).toEqual([]);
    const index = readFileSync(path.join(src, 'theme/SearchBar/index.tsx'), 'utf8');
    expect(deferredIdsNamed(index, deferredTranslationIds())).toEqual([]);
  });

  it('are put back by the modules that translate them, before anything else', () => {
    const first = (file: string) => readFileSync(path.join(src, file), 'utf8').split('\n')[0];
    expect(first('theme/SearchBar/translations.ts')).toBe("import '../../client/deferredTranslations.ts';");
    expect(first('theme/SearchBar/modalTranslations.ts')).toBe(
      "import '../../client/deferredModalTranslations.ts';",
    );
    for (const file of ['theme/SearchBar/SearchModal.tsx', 'theme/SearchPage/index.tsx']) {
      expect(readFileSync(path.join(src, file), 'utf8'), file).toMatch(
        /from '(\.\/|\.\.\/SearchBar\/)translations\.ts'/,
      );
    }
    expect(readFileSync(path.join(src, 'theme/SearchBar/SearchModal.tsx'), 'utf8')).toContain(
      "from './modalTranslations.ts'",
    );
  });

  it('come in two groups: the modal’s own, which the search page never loads, and the rest', () => {
    const modalIds = deferredTranslationIds().filter((id) => deferredGroupOf(id) === 'modal');
    const pageIds = deferredTranslationIds().filter((id) => deferredGroupOf(id) === 'page');
    const page = readFileSync(path.join(src, 'theme/SearchPage/index.tsx'), 'utf8');
    const shared = readFileSync(path.join(src, 'theme/SearchBar/translations.ts'), 'utf8');
    expect(deferredIdsNamed(page + shared, modalIds)).toEqual([]);
    expect(deferredIdsNamed(page + shared, pageIds)).toEqual(pageIds);
    const modal = ['SearchModal.tsx', 'modalTranslations.ts', 'PartialNotice.tsx', 'SearchErrorScreen.tsx']
      .map((file) => readFileSync(path.join(src, 'theme/SearchBar', file), 'utf8'))
      .join('\n');
    expect(deferredIdsNamed(modal, modalIds)).toEqual(modalIds);
  });

  it('take the site’s overrides over the package’s defaults, as Docusaurus does', () => {
    expect(deferredMessages(['a', 'b', 'c'], { a: 'A', b: 'B' }, { b: 'site B', other: 'x' })).toEqual({
      a: 'A',
      b: 'site B',
    });
  });

  it('are written for the build’s locale, with the site’s overrides', () => {
    const generated = mkdtempSync(path.join(tmpdir(), 'deferred-'));
    writeDeferredTranslations(generated, 'zh-Hans', { 'theme.SearchLocal.page.heading': '搜索笔记' });
    const read = (group: keyof typeof DEFERRED_TRANSLATION_MODULES) =>
      JSON.parse(readFileSync(path.join(generated, DEFERRED_TRANSLATION_MODULES[group]), 'utf8'));
    const page = read('page');
    const modal = read('modal');
    expect(page['theme.SearchLocal.page.heading']).toBe('搜索笔记');
    expect(page['theme.SearchLocal.placeholder']).toBe('搜索文档');
    expect(modal['theme.SearchLocal.modal.footer.closeText']).toBe('关闭');
    expect(Object.keys(page).length + Object.keys(modal).length).toBe(deferredTranslationIds().length);
    expect({ ...page, ...modal }).not.toHaveProperty('theme.SearchLocal.button.label');
  });

  it('leave codeTranslations.json through the loader, the rest untouched', () => {
    const source = JSON.stringify({ 'theme.x': 'X', 'theme.SearchLocal.page.title': '搜索' });
    expect(JSON.parse(withoutDeferred(source, ['theme.SearchLocal.page.title']))).toEqual({ 'theme.x': 'X' });
    expect(() => withoutDeferred('[]', [])).toThrow('not an object');
  });

  it('are read from the modules the plugin writes', () => {
    const client = (file: string) => readFileSync(path.join(src, 'client', file), 'utf8');
    expect(client('deferredTranslations.ts')).toContain(
      `from '@generated/${DEFERRED_TRANSLATION_MODULES.page}'`,
    );
    expect(client('deferredModalTranslations.ts')).toContain(
      `from '@generated/${DEFERRED_TRANSLATION_MODULES.modal}'`,
    );
  });
});

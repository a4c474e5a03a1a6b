import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';
import { describe, expect, it } from 'vitest';
import {
  droppedIdsNamed,
  replacementPatterns,
  themeClassicFile,
  TRANSLATIONS_ONLY_IN,
  translationsOfReplacedModules,
} from './codeTranslations';
import { navbarModulesPattern } from './navbarItems';
import { VERSION_NOTICE_MODULES } from '../../../docs-page-data/src/node/versionNotices';

const { withoutTranslations } = createRequire(import.meta.url)('./codeTranslationsLoader.cjs') as {
  withoutTranslations: (source: string, drop: readonly string[]) => string;
};

describe('withoutTranslations', () => {
  it('drops the given ids and keeps the others', () => {
    const source = JSON.stringify({ 'theme.a': '甲', 'theme.b': '乙', 'theme.c': '丙' }, null, 2);
    expect(JSON.parse(withoutTranslations(source, ['theme.b', 'theme.x']))).toEqual({
      'theme.a': '甲',
      'theme.c': '丙',
    });
  });

  it('fails on a file that is not an object of translations', () => {
    expect(() => withoutTranslations('[]', [])).toThrow(/not an object/);
  });
});

describe('translationsOfReplacedModules', () => {
  it('gives the ids of the theme modules a replacement matches, each once', () => {
    const navbar = navbarModulesPattern(['HtmlNavbarItem', 'LocaleDropdownNavbarItem']);
    expect(navbar).toBeDefined();
    const versionBadge = /@docusaurus[\\/]theme-classic[\\/]lib[\\/]theme[\\/]DocVersionBadge[\\/]index\.js$/;
    expect(translationsOfReplacedModules('/site', [navbar!, versionBadge, versionBadge])).toEqual([
      'theme.docs.versionBadge.label',
      'theme.navbar.mobileLanguageDropdown.label',
    ]);
  });

  it('gives the version notices’ ids when docs-page-sidebars leaves them out', () => {
    expect(translationsOfReplacedModules('/site', [VERSION_NOTICE_MODULES])).toEqual([
      ...TRANSLATIONS_ONLY_IN['DocVersionBadge/index.js'],
      ...TRANSLATIONS_ONLY_IN['DocVersionBanner/index.js'],
    ]);
  });

  it('gives none when nothing replaces those modules', () => {
    expect(translationsOfReplacedModules('/site', [/prism-include-languages/])).toEqual([]);
  });
});

describe('replacementPatterns', () => {
  it('reads the pattern of Rspack’s and webpack’s module replacement plugins, and skips other plugins', () => {
    const pattern = /DocVersionBanner/;
    const webpackLike = new (class NormalModuleReplacementPlugin {
      resourceRegExp = /LastUpdated/;
    })();
    expect(
      replacementPatterns([
        new rspack.NormalModuleReplacementPlugin(pattern, '/x.js'),
        webpackLike,
        { resourceRegExp: /y/ },
        null,
      ]),
    ).toEqual([pattern, /LastUpdated/]);
  });
});

describe('themeClassicFile', () => {
  it('is theme-classic’s own file, which the plugins’ replacement patterns are written for', () => {
    expect(themeClassicFile('/site', 'DocVersionBanner/index.js')).toBe(
      '/site/node_modules/@docusaurus/theme-classic/lib/theme/DocVersionBanner/index.js',
    );
  });
});

describe('droppedIdsNamed', () => {
  it('finds a dropped id a script names in any kind of quotes', () => {
    const scripts: [string, string][] = [
      ['main.js', 'x({"theme.a":"甲"});t({id:"theme.b",message:"B"})'],
      ['1.js', "t({id:'theme.c'})"],
      ['2.js', 't({id:`theme.d`});"theme.bb"'],
    ];
    expect(droppedIdsNamed(scripts, ['theme.b', 'theme.c', 'theme.d', 'theme.e'])).toEqual([
      ['main.js', 'theme.b'],
      ['1.js', 'theme.c'],
      ['2.js', 'theme.d'],
    ]);
  });
});

describe('who uses the dropped translations', () => {
  const root = fileURLToPath(new URL('../../../../', import.meta.url));
  const sourceFiles = (folder: string): string[] =>
    readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
      .filter(
        (file) => /\.(c|m)?[jt]sx?$/.test(file) && !file.endsWith('.d.ts') && !file.includes('node_modules'),
      )
      .map((file) => path.join(folder, file));
  const files = [
    ...sourceFiles('node_modules/@docusaurus'),
    ...sourceFiles('src'),
    ...sourceFiles('plugins').filter((file) => !file.startsWith('plugins/bundle-trim/')),
  ].map((file) => ({ file, code: readFileSync(path.join(root, file), 'utf8') }));

  it.each(Object.entries(TRANSLATIONS_ONLY_IN))(
    'only theme-classic’s %s (and its folder) names its ids',
    (file, ids) => {
      const themeFile = path.join(root, 'node_modules/@docusaurus/theme-classic/lib/theme', file);
      expect(readFileSync(themeFile, 'utf8').length).toBeGreaterThan(0);
      const moduleStem = file.replace(/(\/index)?\.js$/, '');
      const moduleFolder = new RegExp(
        `^node_modules/@docusaurus/theme-classic/(lib|src)/theme/${moduleStem}(/|\\.[jt]sx?$)`,
      );
      for (const id of ids) {
        const users = files
          .filter(({ code }) => code.includes(`'${id}'`) || code.includes(`"${id}"`))
          .map(({ file }) => file);
        expect(users.length, id).toBeGreaterThan(0);
        expect(
          users.filter((file) => !moduleFolder.test(file)),
          id,
        ).toEqual([]);
      }
    },
  );

  it('no theme code builds a translation id at run time (every id is a literal)', () => {
    const theme = files.filter(({ file }) =>
      /^node_modules\/@docusaurus\/theme-(classic|common)\/lib\/.*\.js$/.test(file),
    );
    expect(theme.length).toBeGreaterThan(100);
    for (const { file, code } of theme) {
      expect(code, file).not.toMatch(/\bid: *`|\bid: *[A-Za-z_$][\w$.]*\s*[,}]/);
    }
  });
});

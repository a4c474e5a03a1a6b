/**
 * A small Docusaurus site built with the package, for the tests: a copy of `fixture-site/` (two
 * docs of a section, one doc outside every section, one blog post, a translation override) in a
 * temporary folder, with a config written here and the repository's node_modules linked in.
 * Its routes are not Docusaurus's defaults (base URL `/base/`, docs under `notes`, the blog under
 * `posts`, the search page at `find`, plugin id `notes`, `trailingSlash` unset), so the tests see
 * the options at work. With `SEARCH_FIXTURE_ENTRY=lib` the site loads the package's build
 * (`npm run build` first) instead of its TypeScript sources.
 */
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const packageDir = path.resolve(import.meta.dirname, '..');
/** The repository's node_modules, where npm installs the workspace's packages. */
const nodeModules = path.resolve(packageDir, '../../node_modules');

export const FIXTURE = {
  title: '夹具站',
  baseUrl: '/base/',
  pluginId: 'notes',
  docsRouteBasePath: 'notes',
  blogRouteBasePath: 'posts',
  searchPagePath: 'find',
} as const;

/** Algolia credentials for the hosted build (no request is made at build time). */
export const HOSTED_ENV = {
  ALGOLIA_APP_ID: 'TESTAPP42',
  ALGOLIA_API_KEY: 'public-search-key',
  ALGOLIA_INDEX_NAME: 'notes-test',
};

/** The plugin's entry the fixture site imports: the sources, or the build that npm would publish. */
const ENTRY = process.env.SEARCH_FIXTURE_ENTRY === 'lib' ? 'lib/node/index.js' : 'src/node/index.ts';

function configSource(): string {
  const entry = JSON.stringify(path.join(packageDir, ENTRY));
  return `import searchPlugin, { algoliaThemeConfig, resolveHostedSearch } from ${entry};

// The hosted-mode switch, as the package's README shows it.
const hosted = resolveHostedSearch(process.env);
const search = {
  id: ${JSON.stringify(FIXTURE.pluginId)},
  sections: [{ key: 'guide', label: '指南' }],
  blogLabel: '博客',
  docsRouteBasePath: ${JSON.stringify(FIXTURE.docsRouteBasePath)},
  blogRouteBasePath: ${JSON.stringify(FIXTURE.blogRouteBasePath)},
  searchPagePath: ${JSON.stringify(FIXTURE.searchPagePath)},
};

export default {
  title: ${JSON.stringify(FIXTURE.title)},
  url: 'https://example.org',
  baseUrl: ${JSON.stringify(FIXTURE.baseUrl)},
  i18n: { defaultLocale: 'zh-Hans', locales: ['zh-Hans'] },
  future: {
    // DocSearch's cascade layer, which the plugin checks for.
    v4: { useCssCascadeLayers: true },
    faster: {
      rspackBundler: true,
      rspackPersistentCache: false,
      swcJsLoader: true,
      swcJsMinimizer: true,
      swcHtmlMinimizer: true,
      lightningCssMinimizer: true,
      mdxCrossCompilerCache: true,
      ssgWorkerThreads: false,
    },
  },
  onBrokenLinks: 'throw',
  presets: [
    [
      'classic',
      {
        docs: { routeBasePath: search.docsRouteBasePath },
        blog: { routeBasePath: search.blogRouteBasePath, onInlineAuthors: 'ignore' },
        sitemap: false,
      },
    ],
  ],
  plugins: hosted ? [] : [[searchPlugin, search]],
  themeConfig: {
    navbar: { title: ${JSON.stringify(FIXTURE.title)}, items: [] },
    ...(hosted ? { algolia: algoliaThemeConfig(hosted, { searchPagePath: search.searchPagePath }) } : {}),
  },
};
`;
}

export interface BuiltSite {
  outDir: string;
  /** Removes the site and its build. */
  remove(): void;
}

/** Copies the fixture, builds it once (offline, or hosted with `HOSTED_ENV`) and returns the build. */
export async function buildFixtureSite(mode: 'offline' | 'hosted'): Promise<BuiltSite> {
  const siteDir = mkdtempSync(path.join(tmpdir(), `search-fixture-${mode}-`));
  const remove = () => rmSync(siteDir, { recursive: true, force: true });
  try {
    cpSync(path.join(packageDir, 'test', 'fixture-site'), siteDir, { recursive: true });
    writeFileSync(path.join(siteDir, 'docusaurus.config.ts'), configSource());
    writeFileSync(path.join(siteDir, 'package.json'), '{ "private": true }\n');
    symlinkSync(nodeModules, path.join(siteDir, 'node_modules'), 'dir');
    const outDir = path.join(siteDir, 'build');
    const cli = createRequire(path.join(nodeModules, 'x.js')).resolve('@docusaurus/core/bin/docusaurus.mjs');
    // Without the variables, the offline build stays offline even where they are set.
    const env = { ...process.env, ALGOLIA_APP_ID: '', ALGOLIA_API_KEY: '', ALGOLIA_INDEX_NAME: '' };
    await run(process.execPath, [cli, 'build', siteDir, '--out-dir', outDir, '--no-minify'], {
      env: mode === 'hosted' ? { ...env, ...HOSTED_ENV } : env,
      maxBuffer: 64 * 1024 * 1024,
    });
    return { outDir, remove };
  } catch (error) {
    remove();
    throw error;
  }
}

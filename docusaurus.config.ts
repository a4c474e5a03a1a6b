import type * as Preset from '@docusaurus/preset-classic';
import type { Config } from '@docusaurus/types';
import { announcementBar } from './config/announcement';
import { siteBundler } from './config/bundler';
import { colorMode } from './config/colorMode';
import { blogOptions, docsOptions } from './config/content';
import { footer } from './config/footer';
import { i18n } from './config/i18n';
import { navbar } from './config/navbar';
import { codeThemes, prism } from './plugins/code-blocks/src/node/prism';
import { algoliaThemeConfig, hostedSearch, searchOptions } from './config/search';
import { sections } from './config/sections';
import { siteIdentity, siteLocation } from './config/site';
import bundleStatsPlugin from './plugins/bundle-stats/src/node';
import buildSpeedPlugin from './plugins/build-speed/src/node';
import bundleTrimPlugin from './plugins/bundle-trim/src/node';
import codeBlocksPlugin from './plugins/code-blocks/src/node';
import codeRunnerPlugin from './plugins/code-runner/src/node';
import headTagsPlugin from './plugins/head-tags/src/node';
import practicePlugin from './plugins/practice/src/node';
import routeScriptsPlugin from './plugins/route-scripts/src/node';
import docsPlugin from './plugins/docs-page-data/src/node';
import searchPlugin from './packages/docusaurus-theme-search-local-zh/src/node';

/** /practice draws on the interview questions of the ten sections. */
const practiceOptions = { sections: sections.map(({ dirName, label }) => ({ key: dirName, label })) };

export default {
  title: siteIdentity.title,
  tagline: siteIdentity.tagline,
  favicon: 'img/favicon.svg',
  url: siteLocation.url,
  baseUrl: siteLocation.baseUrl,
  organizationName: siteLocation.organizationName,
  projectName: siteLocation.projectName,
  trailingSlash: false,

  future: {
    // All v4 flags but storage namespacing: the spec keeps the plain `theme` and
    // `docusaurus.announcement.*` localStorage keys.
    v4: {
      removeLegacyPostBuildHeadAttribute: true,
      useCssCascadeLayers: true,
      siteStorageNamespacing: false,
      fasterByDefault: true,
      mdx1CompatDisabledByDefault: true,
    },
    // SITE_BUNDLER=webpack turns Docusaurus Faster off, for the bench's build comparison.
    faster: siteBundler === 'rspack',
    // No page shows Git dates (no last-update lines, no sitemap lastmod, blog dates in file names),
    // so Faster's eager read of the whole Git history at startup is skipped: the lazy per-file
    // strategy (the one the webpack build uses) is never asked.
    experimental_vcs: 'default-v1',
  },

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',

  i18n,

  markdown: {
    hooks: { onBrokenMarkdownLinks: 'warn' },
  },
  // Offline search unless hosted Algolia credentials are set (then the classic preset loads DocSearch).
  // The docs plugin comes wrapped (descriptions and sidebars out of the shared version metadata: plugins/docs-page-data), not from the preset.
  plugins: hostedSearch
    ? [
        [docsPlugin, docsOptions],
        [codeBlocksPlugin, codeThemes],
        [practicePlugin, practiceOptions],
        codeRunnerPlugin,
        bundleTrimPlugin,
        headTagsPlugin,
        routeScriptsPlugin,
        bundleStatsPlugin,
        buildSpeedPlugin,
      ]
    : [
        [docsPlugin, docsOptions],
        [codeBlocksPlugin, codeThemes],
        codeRunnerPlugin,
        [searchPlugin, searchOptions],
        [practicePlugin, practiceOptions],
        bundleTrimPlugin,
        headTagsPlugin,
        routeScriptsPlugin,
        bundleStatsPlugin,
        buildSpeedPlugin,
      ],
  // Hides localStorage that throws on every read, so the theme runs without it (src/lib/storageGuard.ts).
  clientModules: ['./src/clientModules/storageGuard.ts'],

  presets: [
    [
      'classic',
      {
        docs: false,
        blog: blogOptions,
        theme: { customCss: './src/css/custom.css' },
        sitemap: { lastmod: null, changefreq: null, priority: null },
      } satisfies Preset.Options,
    ],
  ],

  themeConfig: {
    colorMode,
    announcementBar,
    navbar,
    footer,
    prism,
    docs: { sidebar: { hideable: true, autoCollapseCategories: true } },
    tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
    ...(hostedSearch ? { algolia: algoliaThemeConfig(hostedSearch) } : {}),
  } satisfies Preset.ThemeConfig,
} satisfies Config;

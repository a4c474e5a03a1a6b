import { describe, expect, it } from 'vitest';
import { median, summariseRun, type LighthouseReport } from './lighthouse';
import { featureOf } from './pageTypes';
import { chunkSizes, formatKb, formatRows, pageScripts } from './report';
import { codeBySource, decodeMappings, decodeVlq, packageOf, UNMAPPED, type RawSourceMap } from './sourceMap';
import { flatModules, importChain, importersOf, rootModuleName, type StatsJson } from './stats';

describe('decodeVlq', () => {
  it('decodes single and multi-digit values with their sign', () => {
    expect(decodeVlq('AAAA')).toEqual([0, 0, 0, 0]);
    expect(decodeVlq('CD')).toEqual([1, -1]);
    expect(decodeVlq('2H3H')).toEqual([123, -123]);
  });

  it('rejects foreign characters and a field cut after a continuation digit', () => {
    expect(() => decodeVlq('A!')).toThrow(/invalid/);
    expect(() => decodeVlq('2')).toThrow(/truncated/);
  });
});

// Line 0: column 0 → source 0, column 3 → source 1; line 1: column 2 → source 0.
const map: RawSourceMap = { version: 3, sources: ['x.js', 'y.js'], mappings: 'AAAA,GCAA;EDAA' };

describe('decodeMappings', () => {
  it('turns relative fields into absolute columns and sources per line', () => {
    expect(decodeMappings(map.mappings)).toEqual([
      [
        { column: 0, source: 0 },
        { column: 3, source: 1 },
      ],
      [{ column: 2, source: 0 }],
    ]);
  });

  it('keeps segments without a source as unmapped', () => {
    expect(decodeMappings('AAAA,E')).toEqual([[{ column: 0, source: 0 }, { column: 2 }]]);
  });
});

describe('codeBySource', () => {
  it('gives each source the text up to the next segment, and text before any segment to nobody', () => {
    const parts = codeBySource('abcdef\nghij', map);
    expect(Object.fromEntries(parts)).toEqual({ 'x.js': 'abcij', 'y.js': 'def\n', [UNMAPPED]: 'gh' });
    expect([...parts.values()].join('').length).toBe('abcdef\nghij'.length);
  });
});

describe('packageOf', () => {
  it('names the npm package, scoped or not, after the last node_modules', () => {
    expect(packageOf('webpack://site/./node_modules/react-dom/cjs/client.js')).toBe('react-dom');
    expect(packageOf('./node_modules/@docusaurus/theme-classic/lib/theme/Layout/index.js')).toBe(
      '@docusaurus/theme-classic',
    );
    expect(packageOf('./node_modules/a/node_modules/b/index.js')).toBe('b');
  });

  it('groups project code by folder and generated files under .docusaurus', () => {
    expect(packageOf('./src/theme/CodeBlock/Content/index.tsx')).toBe('src/theme');
    expect(packageOf('./packages/docusaurus-theme-search-local-zh/src/client/engine.ts')).toBe(
      'packages/docusaurus-theme-search-local-zh',
    );
    expect(packageOf('json|/home/me/site/.docusaurus/globalData.json')).toBe('.docusaurus');
    expect(packageOf('webpack://site/webpack/runtime/load_script')).toBe('webpack');
    expect(packageOf(UNMAPPED)).toBe(UNMAPPED);
  });
});

describe('chunkSizes', () => {
  const byLength = (text: string): number => text.length;

  it('sums modules into packages and sorts both by compressed size', () => {
    const sizes = chunkSizes(
      'main.js',
      'aaaabbc',
      {
        version: 3,
        sources: ['./node_modules/p/a.js', './node_modules/p/b.js', './src/c.ts'],
        mappings: 'AAAA,ICAA,ECAA',
      },
      byLength,
    );
    expect(sizes).toMatchObject({ file: 'main.js', raw: 7, gzip: 7 });
    expect(sizes.packages).toEqual([
      { name: 'p', raw: 6, gzip: 6 },
      { name: 'src/c.ts', raw: 1, gzip: 1 },
    ]);
    expect(sizes.modules.map((row) => row.name)).toEqual([
      'node_modules/p/a.js',
      'node_modules/p/b.js',
      'src/c.ts',
    ]);
  });
});

describe('formatting', () => {
  it('prints kilobytes of 1024 bytes with one decimal, as npm run bench does', () => {
    expect(formatKb(1234)).toBe('1.2 KB');
    expect(formatKb(1024)).toBe('1.0 KB');
    expect(formatKb(152_063)).toBe('148.5 KB');
  });

  it('prints the top rows with their share and counts the rest', () => {
    const text = formatRows(
      [
        { name: 'react-dom', raw: 600, gzip: 200 },
        { name: 'clsx', raw: 400, gzip: 100 },
      ],
      1,
      1000,
    );
    expect(text.split('\n')).toEqual([
      'name            gzip        raw  share',
      'react-dom     0.2 KB     0.6 KB   60.0%',
      '… 1 more',
    ]);
  });
});

describe('pageScripts', () => {
  it('lists script sources with or without quotes, and skips inline scripts', () => {
    const html =
      '<script>var a</script><script src=/assets/js/runtime~main.1.js defer></script>' +
      '<script defer src="/assets/js/main.2.js"></script><script type=application/ld+json>{}</script>';
    expect(pageScripts(html)).toEqual(['/assets/js/runtime~main.1.js', '/assets/js/main.2.js']);
  });
});

describe('featureOf', () => {
  it('tells Mermaid and the search engine from the always-present search button', () => {
    expect(featureOf('webpack://s/./node_modules/mermaid/dist/mermaid.core.mjs')).toBe('mermaid');
    expect(featureOf('./node_modules/@docusaurus/theme-mermaid/lib/client/index.js')).toBe('mermaid');
    expect(featureOf('./packages/docusaurus-theme-search-local-zh/src/client/engine.ts')).toBe(
      'search-engine',
    );
    expect(featureOf('./node_modules/@docsearch/react/dist/esm/index.js')).toBe('search-engine');
    expect(
      featureOf('./packages/docusaurus-theme-search-local-zh/src/theme/SearchBar/SearchButton.tsx'),
    ).toBeUndefined();
    expect(featureOf('./packages/docusaurus-theme-search-local-zh/src/client/shortcuts.ts')).toBeUndefined();
  });
});

describe('stats', () => {
  const stats: StatsJson = {
    modules: [
      {
        name: './entry.js + 2 modules',
        chunks: [1],
        modules: [
          { name: './entry.js', reasons: [{ type: 'entry' }] },
          {
            name: './layout.js',
            reasons: [{ moduleName: './entry.js + 2 modules', userRequest: './layout' }],
          },
        ],
      },
      {
        name: './node_modules/prism/index.js',
        chunks: [1],
        reasons: [
          { moduleName: './layout.js', userRequest: 'prism' },
          { moduleName: './layout.js', userRequest: 'prism' },
          { moduleName: './code.js', userRequest: 'prism' },
        ],
      },
    ],
  };

  it('replaces a scope-hoisted group by its inner modules, which inherit its chunks', () => {
    expect(flatModules(stats).map((module) => [module.name, module.chunks])).toEqual([
      ['./entry.js', [1]],
      ['./layout.js', [1]],
      ['./node_modules/prism/index.js', [1]],
    ]);
  });

  it('lists each importer once and names a group by its root module', () => {
    expect(rootModuleName('./a.js + 12 modules')).toBe('./a.js');
    expect(importersOf(flatModules(stats)[2]!)).toEqual([
      { importer: './layout.js', request: 'prism' },
      { importer: './code.js', request: 'prism' },
    ]);
  });

  it('follows first importers back to the entry', () => {
    expect(importChain(flatModules(stats), './node_modules/prism/index.js')).toEqual([
      './entry.js',
      './layout.js',
      './node_modules/prism/index.js',
    ]);
  });
});

describe('lighthouse summary', () => {
  const report: LighthouseReport = {
    categories: { performance: { score: 0.784 } },
    audits: {
      'total-blocking-time': { numericValue: 712.4 },
      'largest-contentful-paint': { numericValue: 2600.6 },
      'first-contentful-paint': { numericValue: 1200 },
      'mainthread-work-breakdown': {
        details: {
          items: [
            { group: 'styleLayout', groupLabel: 'Style & Layout', duration: 300 },
            { group: 'scriptEvaluation', groupLabel: 'Script Evaluation', duration: 900.4 },
          ],
        },
      },
      'bootup-time': {
        details: {
          items: [{ url: 'https://s/main.js', total: 800, scripting: 700, scriptParseCompile: 50 }],
        },
      },
    },
  };

  it('rounds the metrics and orders main-thread work from largest', () => {
    expect(summariseRun(report)).toEqual({
      score: 78,
      tbtMs: 712,
      lcpMs: 2601,
      fcpMs: 1200,
      mainThread: [
        { name: 'Script Evaluation', ms: 900 },
        { name: 'Style & Layout', ms: 300 },
      ],
      bootup: [{ url: 'https://s/main.js', totalMs: 800, scriptingMs: 700, parseMs: 50 }],
    });
  });

  it('takes the middle value, or the mean of the middle two', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 2, 3])).toBe(2.5);
    expect(() => median([])).toThrow();
  });
});

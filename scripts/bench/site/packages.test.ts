import { describe, expect, it } from 'vitest';
import {
  codeBySource,
  decodeMappings,
  decodeVlq,
  packageOf,
  packageSizes,
  sumPackageSizes,
  UNMAPPED,
  type RawSourceMap,
} from './packages';

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
    expect(packageOf('./plugins/bundle-trim/src/client/routePrefetch.ts')).toBe('plugins/bundle-trim');
    expect(packageOf('./packages/docusaurus-theme-search-local-zh/src/client/engine.ts')).toBe(
      'packages/docusaurus-theme-search-local-zh',
    );
    expect(packageOf('json|/home/me/site/.docusaurus/globalData.json')).toBe('.docusaurus');
    expect(packageOf('webpack://site/webpack/runtime/load_script')).toBe('webpack');
    expect(packageOf(UNMAPPED)).toBe(UNMAPPED);
  });
});

describe('packageSizes and sumPackageSizes', () => {
  const byLength = (text: string): number => text.length;
  const script = {
    version: 3,
    sources: ['./node_modules/p/a.js', './node_modules/p/b.js', './src/c.ts'],
    mappings: 'AAAA,ICAA,ECAA',
  };

  it('sums a script’s modules into packages, largest compressed first', () => {
    expect(packageSizes('aaaabbc', script, byLength)).toEqual([
      { name: 'p', raw: 6, gzip: 6 },
      { name: 'src/c.ts', raw: 1, gzip: 1 },
    ]);
  });

  it('adds up each package over the scripts of a page', () => {
    const other = [
      { name: 'src/c.ts', raw: 9, gzip: 8 },
      { name: 'q', raw: 2, gzip: 1 },
    ];
    expect(sumPackageSizes([packageSizes('aaaabbc', script, byLength), other])).toEqual([
      { name: 'src/c.ts', raw: 10, gzip: 9 },
      { name: 'p', raw: 6, gzip: 6 },
      { name: 'q', raw: 2, gzip: 1 },
    ]);
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  routeChunkRuntimeCode,
  routeChunkTable,
  routeChunkTableFile,
  withoutChunkAssetPlugin,
} from './routeChunkTable';

describe('routeChunkTable', () => {
  it('maps each chunk name to its id, numeric ids as numbers', () => {
    expect(routeChunkTable({ '8866': '~0', '13': '~8g', x7: '~1' })).toEqual({
      '~8g': 13,
      '~0': 8866,
      '~1': 'x7',
    });
  });

  it('writes the same JSON whatever order the ids come in', () => {
    const a = JSON.stringify(routeChunkTable({ '1': '~a', '2': '~b' }));
    const b = JSON.stringify(routeChunkTable({ '2': '~b', '1': '~a' }));
    expect(a).toBe(b);
  });

  it('fails on two chunks of one name', () => {
    expect(() => routeChunkTable({ '1': '~a', '2': '~a' })).toThrow(/two chunks are named ~a/);
  });
});

describe('routeChunkTableFile', () => {
  it('names the file by its content', () => {
    const file = routeChunkTableFile('{"~0":1}');
    expect(file).toMatch(/^assets\/js\/route-chunks\.[0-9a-f]{8}\.json$/);
    expect(routeChunkTableFile('{"~0":1}')).toBe(file);
    expect(routeChunkTableFile('{"~0":2}')).not.toBe(file);
  });
});

describe('routeChunkRuntimeCode', () => {
  it('gives the table URL and chunk id → URL, both under the public path', () => {
    const code = routeChunkRuntimeCode('assets/js/route-chunks.0123abcd.json');
    const runtime = { p: '/base/', u: (id: number) => `assets/js/${id}.feedbeef.js` } as Record<
      string,
      unknown
    >;
    new Function('__webpack_require__', code)(runtime);
    expect(runtime.gct).toBe('/base/assets/js/route-chunks.0123abcd.json');
    expect((runtime.gca as (id: number) => string)(8866)).toBe('/base/assets/js/8866.feedbeef.js');
  });
});

describe('withoutChunkAssetPlugin', () => {
  class ChunkAssetPlugin {}
  class OtherPlugin {}

  it('removes Docusaurus’s plugin and keeps the others', () => {
    const other = new OtherPlugin();
    expect(withoutChunkAssetPlugin([other, new ChunkAssetPlugin()])).toEqual([other]);
  });

  it('fails when the client configuration has none (Docusaurus renamed or dropped it)', () => {
    expect(() => withoutChunkAssetPlugin([new OtherPlugin()])).toThrow(/ChunkAssetPlugin/);
  });
});

describe('what Docusaurus does with the table', () => {
  const read = (file: string): string =>
    readFileSync(new URL(`../../../../node_modules/@docusaurus/core/lib/${file}`, import.meta.url), 'utf8');

  it('adds ChunkAssetPlugin (a class of that name) to the client configuration', () => {
    expect(read('webpack/client.js')).toContain('new ChunkAssetPlugin_1.default()');
    expect(read('webpack/plugins/ChunkAssetPlugin.js')).toContain('class ChunkAssetPlugin {');
  });

  it('only core’s client/docusaurus.js (replaced by routePrefetch.ts) and our loader call __webpack_require__.gca', () => {
    const root = fileURLToPath(new URL('../../../../', import.meta.url));
    const sourceFiles = (folder: string): string[] =>
      readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
        .filter((file) => /\.(c|m)?[jt]sx?$/.test(file) && !file.endsWith('.d.ts'))
        .map((file) => path.join(folder, file));
    const callers = [
      ...sourceFiles('node_modules/@docusaurus'),
      ...sourceFiles('src'),
      ...sourceFiles('plugins').filter((file) => !file.includes('node_modules')),
    ].filter((file) => /\.gca\b/.test(readFileSync(path.join(root, file), 'utf8')));
    expect(callers.sort()).toEqual([
      'node_modules/@docusaurus/core/lib/client/docusaurus.js',
      'node_modules/@docusaurus/core/lib/webpack/plugins/ChunkAssetPlugin.js',
      'plugins/bundle-trim/src/client/routeChunkUrlsLoader.ts',
      'plugins/bundle-trim/src/node/routeChunkTable.test.ts',
      'plugins/bundle-trim/src/node/routeChunkTable.ts',
    ]);
    expect(read('client/docusaurus.js')).toContain('__webpack_require__.gca(chunkName)');
  });
});

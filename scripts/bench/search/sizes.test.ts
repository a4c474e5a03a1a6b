import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { gzipSize } from '../units';
import { classifyOurFiles, measureFiles, totalSize } from './sizes';

describe('sizes', () => {
  it('adds up files and names them by base name', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-search-sizes-'));
    try {
      writeFileSync(path.join(dir, 'a.json'), '{"a":1}');
      writeFileSync(path.join(dir, 'b.json'), '[]');
      const size = measureFiles([path.join(dir, 'a.json'), path.join(dir, 'b.json')]);
      expect(size.files.map((file) => [file.file, file.raw])).toEqual([
        ['a.json', 7],
        ['b.json', 2],
      ]);
      expect(size.raw).toBe(9);
      expect(size.files[0]!.gzip).toBe(gzipSize('{"a":1}'));
      expect(size.gzip).toBe(size.files[0]!.gzip + size.files[1]!.gzip);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('totals nothing as zero', () => {
    expect(totalSize([])).toEqual({ files: [], raw: 0, gzip: 0 });
  });
});

describe('our search files', () => {
  it('sorts the files by when they load and groups page texts by section', () => {
    const files = classifyOurFiles(
      '/b/search',
      {
        index: 'index.aaaaaaaaaa.json',
        words: 'words.bbbbbbbbbb.bin',
        han: 'han/cccccccccc',
        hanShards: 2,
      },
      {
        sections: [{ key: 'react' }, { key: 'vue' }],
        pages: [
          ['/docs/react', 'React', 0, 'pages/1111111111.json', 0, 1],
          ['/docs/vue', 'Vue', 1, 'pages/2222222222.json', 1, 1],
          ['/docs/React/x', 'X', 0, 'pages/3333333333.json', 2, 1],
        ],
      },
    );
    expect(files.upfront).toEqual([
      '/b/search/manifest.json',
      '/b/search/index.aaaaaaaaaa.json',
      '/b/search/words.bbbbbbbbbb.bin',
    ]);
    expect(files.hanShards).toEqual(['/b/search/han/cccccccccc-0.bin', '/b/search/han/cccccccccc-1.bin']);
    expect(files.textsBySection.get('react')).toEqual([
      '/b/search/pages/1111111111.json',
      '/b/search/pages/3333333333.json',
    ]);
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const src = import.meta.dirname;
const sourcesOf = (folder: string) =>
  readdirSync(path.join(src, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.test.ts'))
    .map((file) => path.join(folder, file));

/** The relative imports of a file, resolved to folders of `src/`. */
function importedFolders(file: string): string[] {
  const source = readFileSync(path.join(src, file), 'utf8');
  return [...source.matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']*)'/g)].map(
    (match) =>
      path.relative(src, path.resolve(path.dirname(path.join(src, file)), match[1]!)).split(path.sep)[0]!,
  );
}

describe('package layout', () => {
  it('browser code (theme, client, shared) imports nothing from node/', () => {
    for (const file of [...sourcesOf('theme'), ...sourcesOf('client'), ...sourcesOf('shared')]) {
      expect(importedFolders(file), file).not.toContain('node');
    }
  });

  it('shared code imports only shared code', () => {
    for (const file of sourcesOf('shared')) {
      expect(
        importedFolders(file).filter((folder) => folder !== 'shared'),
        file,
      ).toEqual([]);
    }
  });
});

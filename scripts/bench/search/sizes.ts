/** Index sizes on disk, raw and gzip level 9. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type {
  IndexSection,
  SearchIndexFile,
  SearchManifest,
} from '../../../packages/docusaurus-theme-search-local-zh/src/shared/types';
import { hanShardFile } from '../../../packages/docusaurus-theme-search-local-zh/src/shared/hanShards';
import { gzipSize } from '../units';

export interface FileSize {
  file: string;
  raw: number;
  gzip: number;
}

export interface IndexSize {
  files: FileSize[];
  raw: number;
  gzip: number;
}

/** Adds up per-file sizes. */
export function totalSize(files: readonly FileSize[]): IndexSize {
  return {
    files: [...files],
    raw: files.reduce((sum, file) => sum + file.raw, 0),
    gzip: files.reduce((sum, file) => sum + file.gzip, 0),
  };
}

/** Raw and gzip sizes of files (named by base name). */
export function measureFiles(paths: readonly string[]): IndexSize {
  return totalSize(
    paths.map((file) => {
      const content = readFileSync(file);
      return { file: path.basename(file), raw: content.length, gzip: gzipSize(content) };
    }),
  );
}

/** Our search files by when the browser loads them. */
export interface OurSearchFiles {
  /** Loaded when search opens: the manifest, the compact index and the word file. */
  upfront: string[];
  /** The Han shards, of which a query loads those of its bigrams. */
  hanShards: string[];
  /** Page text files by section key. */
  textsBySection: Map<string, string[]>;
}

type ManifestShape = Pick<SearchManifest, 'index' | 'words' | 'han' | 'hanShards'>;
type IndexShape = { sections: Pick<IndexSection, 'key'>[]; pages: SearchIndexFile['pages'] };

/** Sorts the files of `build/search` by when they load, from the manifest and the index (pure). */
export function classifyOurFiles(
  searchDir: string,
  manifest: ManifestShape,
  index: IndexShape,
): OurSearchFiles {
  const inDir = (name: string) => path.join(searchDir, name);
  const textsBySection = new Map<string, string[]>();
  for (const [, , section, fragment] of index.pages) {
    const key = index.sections[section]!.key;
    textsBySection.set(key, [...(textsBySection.get(key) ?? []), inDir(fragment)]);
  }
  const hanShards = Array.from({ length: manifest.hanShards }, (_, shard) =>
    inDir(hanShardFile(manifest.han, shard)),
  );
  return {
    upfront: ['manifest.json', manifest.index, manifest.words].map(inDir),
    hanShards,
    textsBySection,
  };
}

/** Reads the manifest and index of a built site's `search` folder and classifies its files. */
export function readOurFiles(searchDir: string): OurSearchFiles {
  const manifest = JSON.parse(readFileSync(path.join(searchDir, 'manifest.json'), 'utf8')) as ManifestShape;
  const index = JSON.parse(readFileSync(path.join(searchDir, manifest.index), 'utf8')) as IndexShape;
  return classifyOurFiles(searchDir, manifest, index);
}

/** Sizes of many small files summed under one label (e.g. all page texts of a section). */
export function measureGroup(label: string, paths: readonly string[]): FileSize {
  const size = measureFiles(paths);
  return { file: label, raw: size.raw, gzip: size.gzip };
}

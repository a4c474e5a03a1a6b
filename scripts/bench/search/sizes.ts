/** Index sizes on disk, raw and gzip level 9. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

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

export function gzipSize(content: Buffer | string): number {
  return gzipSync(content, { level: 9 }).length;
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

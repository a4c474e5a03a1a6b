import { readFile, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { scanBody } from './markdown';
import type { Page } from './types';

export const CONTENT_ROOTS = ['docs', 'blog'] as const;
const MARKDOWN_FILE = /\.mdx?$/;

async function walk(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map(async (entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return walk(full);
      return MARKDOWN_FILE.test(entry.name) && !entry.name.startsWith('_') ? [full] : [];
    }),
  );
  return nested.flat();
}

/** Markdown files under the given paths (files or folders), sorted. */
export async function findPages(root: string, targets: readonly string[]): Promise<string[]> {
  const found = await Promise.all(
    targets.map(async (target) => {
      const full = path.resolve(root, target);
      const info = await stat(full);
      return info.isDirectory() ? walk(full) : [full];
    }),
  );
  return [...new Set(found.flat())].sort();
}

export class FrontMatterError extends Error {}

/** Splits `---` front matter from the body; throws FrontMatterError on invalid YAML. */
export function splitFrontMatter(source: string): {
  data: Record<string, unknown>;
  body: string;
  bodyLine: number;
} {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(source);
  if (!match) return { data: {}, body: source, bodyLine: 1 };
  let data: unknown;
  try {
    data = parseYaml(match[1]!) ?? {};
  } catch (error) {
    throw new FrontMatterError((error as Error).message.split('\n')[0]);
  }
  if (typeof data !== 'object' || Array.isArray(data))
    throw new FrontMatterError('front matter is not a mapping');
  const bodyLine = match[0].split('\n').length;
  return { data: data as Record<string, unknown>, body: source.slice(match[0].length), bodyLine };
}

export function toPage(root: string, absPath: string, source: string): Page {
  const file = path.relative(root, absPath).split(path.sep).join('/');
  const { data, body, bodyLine } = splitFrontMatter(source);
  const { fences, headings, prose } = scanBody(body, bodyLine);
  return {
    file,
    absPath,
    kind: file.startsWith('blog/') ? 'blog' : 'doc',
    frontMatter: data,
    bodyLine,
    body,
    fences,
    headings,
    prose,
  };
}

export async function loadPage(root: string, absPath: string): Promise<Page> {
  return toPage(root, absPath, await readFile(absPath, 'utf8'));
}

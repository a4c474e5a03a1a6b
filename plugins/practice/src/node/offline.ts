/** Build side of /practice offline: what the service worker caches, and the worker itself. */
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { load } from 'cheerio';
import { build } from 'esbuild';
import { SERVICE_WORKER_FILE, type OfflineConfig } from '../shared/offline';

/** A same-site path under the base URL, without query or fragment; null for anything else. */
function sitePath(reference: string | undefined, baseUrl: string): string | null {
  if (!reference || reference.startsWith('//') || /^[a-z][a-z0-9+.-]*:/i.test(reference)) return null;
  const pathOnly = reference.split(/[?#]/)[0]!;
  return pathOnly.startsWith(baseUrl) ? pathOnly : null;
}

/**
 * The files a built page loads before it works: its scripts (and those it preloads), its
 * styles, and the icons and images of its HTML. In document order, each once.
 */
export function pageAssets(html: string, baseUrl: string): string[] {
  const $ = load(html);
  const references: (string | undefined)[] = [];
  $('script[src]').each((_, element) => void references.push($(element).attr('src')));
  $('link[href]').each((_, element) => {
    const rel = ($(element).attr('rel') ?? '').toLowerCase().split(/\s+/);
    if (rel.some((value) => ['stylesheet', 'preload', 'modulepreload', 'icon'].includes(value)))
      references.push($(element).attr('href'));
  });
  $('img[src]').each((_, element) => void references.push($(element).attr('src')));
  const paths = references.map((reference) => sitePath(reference, baseUrl)).filter((p) => p !== null);
  return [...new Set(paths)];
}

/** Diagram renders an answer shows (`${baseUrl}diagrams/<hash>.light|dark.svg`), each once. */
export function diagramsOf(text: string, baseUrl: string): string[] {
  const escaped = baseUrl.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = new RegExp(`${escaped}diagrams/[0-9a-f]{16}\\.(?:light|dark)\\.svg`, 'g');
  return [...new Set(text.match(pattern) ?? [])];
}

export interface OfflineInputs {
  baseUrl: string;
  /** `${baseUrl}practice` */
  pagePath: string;
  /** The built HTML of the practice page. */
  pageHtml: string;
  /** The bank's folder under the base URL (`practice-bank`) and its files' names. */
  bankDir: string;
  bankFiles: readonly string[];
  manifestFile: string;
  /** Diagram renders the answers show (`diagramsOf`). */
  diagrams?: readonly string[];
}

/** The worker's config: the page first, then what it loads, then the bank. */
export function offlineConfig(inputs: OfflineInputs): OfflineConfig {
  const { baseUrl, pagePath, pageHtml, bankDir, bankFiles, manifestFile, diagrams = [] } = inputs;
  const bank = [...bankFiles].sort().map((name) => `${baseUrl}${bankDir}/${name}`);
  const precache = [
    ...new Set([pagePath, ...pageAssets(pageHtml, baseUrl), ...bank, ...[...diagrams].sort()]),
  ];
  // The page's HTML is in the version too: its text can change with no file name changing.
  const version = createHash('sha256')
    .update(JSON.stringify(precache))
    .update(pageHtml)
    .digest('hex')
    .slice(0, 12);
  return { version, pagePath, manifestPath: `${baseUrl}${bankDir}/${manifestFile}`, precache, baseUrl };
}

const workerEntry = fileURLToPath(new URL('../worker/practiceSw.ts', import.meta.url));

/** The worker as one minified script with its config built in. */
export async function bundleServiceWorker(config: OfflineConfig): Promise<string> {
  const result = await build({
    entryPoints: [workerEntry],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    write: false,
    logLevel: 'silent',
    define: { __PRACTICE_OFFLINE__: JSON.stringify(config) },
  });
  return result.outputFiles[0]!.text;
}

/** The bank's files in its built folder (not their compressed siblings), and the diagrams its answers show. */
export async function bankFilesIn(
  dir: string,
  baseUrl: string,
): Promise<{ bankFiles: string[]; diagrams: string[] }> {
  const bankFiles = (await readdir(dir)).filter((name) => name.endsWith('.json'));
  const texts = await Promise.all(bankFiles.map((name) => readFile(path.join(dir, name), 'utf8')));
  return { bankFiles, diagrams: [...new Set(texts.flatMap((text) => diagramsOf(text, baseUrl)))] };
}

/** Writes `${outDir}/practice-sw.js` for the built practice page and bank. */
export async function writeServiceWorker(
  outDir: string,
  pageHtmlFile: string,
  inputs: Omit<OfflineInputs, 'pageHtml' | 'bankFiles' | 'diagrams'>,
): Promise<OfflineConfig> {
  const pageHtml = await readFile(pageHtmlFile, 'utf8');
  const bank = await bankFilesIn(path.join(outDir, inputs.bankDir), inputs.baseUrl);
  const config = offlineConfig({ ...inputs, pageHtml, ...bank });
  await writeFile(path.join(outDir, SERVICE_WORKER_FILE), await bundleServiceWorker(config));
  return config;
}

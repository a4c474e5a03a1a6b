import { earlySearchFetchesScript } from './earlyFetches.ts';
import type { SearchManifest } from './types.ts';

/**
 * Every built page names the current search files in a meta tag, so opening search fetches the
 * index at once instead of asking `manifest.json` first (one round trip less before results).
 */
export const FILES_META_NAME = 'search-files';

const HASHED_NAME = /^[a-z]+\.[0-9a-f]{10}\.(json|bin)$/;
const HAN_SET = /^han\/[0-9a-f]{10}$/;
const SHARD_COUNT = /^[1-9][0-9]{0,3}$/;

/** The meta tag's content: the index and word file names, the Han shard set and its size. */
export function encodeFilesMeta(manifest: SearchManifest): string {
  return [manifest.index, manifest.words, manifest.han, manifest.hanShards].join(' ');
}

/** The files a page's meta tag names, or undefined when it names none that look right. */
export function decodeFilesMeta(content: string | null | undefined): SearchManifest | undefined {
  const names = content?.trim().split(/\s+/) ?? [];
  if (names.length !== 4) return undefined;
  const [index, words, han, count] = names as [string, string, string, string];
  if (
    !HASHED_NAME.test(index) ||
    !HASHED_NAME.test(words) ||
    !HAN_SET.test(han) ||
    !SHARD_COUNT.test(count)
  ) {
    return undefined;
  }
  return { version: 5, index, words, han, hanShards: Number(count) };
}

/** The page's HTML with the meta tag added to its head (replacing one from an earlier run). */
export function withFilesMeta(html: string, manifest: SearchManifest): string {
  const tag = `<meta name="${FILES_META_NAME}" content="${encodeFilesMeta(manifest)}">`;
  const existing = new RegExp(`<meta name="${FILES_META_NAME}" content="[^"]*">`);
  if (existing.test(html)) return html.replace(existing, tag);
  const head = html.indexOf('</head>');
  return head === -1 ? html : `${html.slice(0, head)}${tag}${html.slice(head)}`;
}

const SEARCH_PAGE_START =
  /<link rel="preload" data-search-index [^>]*>|<script data-search-early>.*?<\/script>/g;

/**
 * The search page's HTML with the index preloaded, and the query's Han shards and (for a query
 * with a word) the word file fetched by an inline script (see `earlySearchFetchesScript`),
 * replacing earlier ones: its results need them first, and they then download beside the page's
 * scripts.
 */
export function withSearchPageStart(html: string, manifest: SearchManifest, searchFolderUrl: string): string {
  const link = `<link rel="preload" data-search-index as="fetch" crossorigin="anonymous" href="${searchFolderUrl}${manifest.index}">`;
  const script = `<script data-search-early>${earlySearchFetchesScript(manifest, searchFolderUrl)}</script>`;
  const cleaned = html.replace(SEARCH_PAGE_START, '');
  const head = cleaned.indexOf('</head>');
  return head === -1 ? cleaned : `${cleaned.slice(0, head)}${link}${script}${cleaned.slice(head)}`;
}

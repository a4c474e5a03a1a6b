import type { SearchManifest } from './types';

/**
 * Every built page names the current search files in a meta tag, so opening search fetches the
 * index at once instead of asking `manifest.json` first (one round trip less before results).
 */
export const FILES_META_NAME = 'search-files';

const HASHED_NAME = /^[a-z]+\.[0-9a-f]{10}\.(json|bin)$/;

/** The meta tag's content: the index, postings and rare-terms file names. */
export function encodeFilesMeta(manifest: SearchManifest): string {
  return [manifest.index, manifest.postings, manifest.rare].join(' ');
}

/** The file names a page's meta tag holds, or undefined when it holds none that look right. */
export function decodeFilesMeta(content: string | null | undefined): SearchManifest | undefined {
  const names = content?.trim().split(/\s+/) ?? [];
  if (names.length !== 3 || !names.every((name) => HASHED_NAME.test(name))) return undefined;
  const [index, postings, rare] = names as [string, string, string];
  return { version: 2, index, postings, rare };
}

/** The page's HTML with the meta tag added to its head (replacing one from an earlier run). */
export function withFilesMeta(html: string, manifest: SearchManifest): string {
  const tag = `<meta name="${FILES_META_NAME}" content="${encodeFilesMeta(manifest)}">`;
  const existing = new RegExp(`<meta name="${FILES_META_NAME}" content="[^"]*">`);
  if (existing.test(html)) return html.replace(existing, tag);
  const head = html.indexOf('</head>');
  return head === -1 ? html : `${html.slice(0, head)}${tag}${html.slice(head)}`;
}

import { WORKER_FILE } from '../../plugins/code-runner/src/shared/protocol';
/** Turns a raw request target into a safe list of path segments inside the site, or a refusal. */
export type RequestTarget =
  /** Malformed or hostile: answered 400. */
  | { kind: 'bad' }
  /** Well-formed but never served (hidden files, absurd lengths): answered with the 404 page. */
  | { kind: 'not-found' }
  /** A trailing slash: the canonical URL has none (the site is built with trailingSlash: false). */
  | { kind: 'redirect'; location: string }
  | { kind: 'path'; segments: string[] };

/** Longer paths cannot name a file of the build; they get the 404 page without touching the disk. */
export const MAX_PATH_LENGTH = 4096;

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

/** Percent-encodes what may not appear raw in a Location header. */
function safeQuery(query: string): string {
  return query.replace(/[^\x21-\x7e]/g, (char) =>
    [...Buffer.from(char, 'latin1')]
      .map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`)
      .join(''),
  );
}

export function parseRequestTarget(rawUrl: string): RequestTarget {
  if (!rawUrl.startsWith('/')) return { kind: 'bad' };
  const queryStart = rawUrl.indexOf('?');
  const rawPath = queryStart === -1 ? rawUrl : rawUrl.slice(0, queryStart);
  const query = queryStart === -1 ? '' : rawUrl.slice(queryStart);
  if (rawPath.includes('\\') || CONTROL.test(rawPath)) return { kind: 'bad' };
  if (rawPath.length > MAX_PATH_LENGTH) return { kind: 'not-found' };

  const segments: string[] = [];
  for (const raw of rawPath.split('/')) {
    if (raw === '') continue;
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return { kind: 'bad' };
    }
    if (segment === '.' || segment === '..' || /[/\\]/.test(segment) || CONTROL.test(segment)) {
      return { kind: 'bad' };
    }
    segments.push(segment);
  }
  if (segments.some((segment) => segment.startsWith('.'))) return { kind: 'not-found' };
  if (segments.length > 0 && rawPath.endsWith('/')) {
    const location = `/${segments.map(encodeURIComponent).join('/')}${safeQuery(query)}`;
    return { kind: 'redirect', location };
  }
  return { kind: 'path', segments };
}

/** Files of the build that may answer a path, in order (what nginx's try_files does). */
export function candidateFiles(segments: readonly string[]): string[] {
  if (segments.length === 0) return ['index.html'];
  const file = segments.join('/');
  return [file, `${file}.html`, `${file}/index.html`];
}

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/**
 * Content-hashed search files (`index.<hash>.json`, `words.<hash>.bin`, `pages/<hash>.json`,
 * `han/<hash of the set>-<k>.bin`) never change under their name.
 */
export const HASHED_SEARCH_SHARD =
  /^search\/(?:(?:[a-z]+\.|pages\/)[0-9a-f]{10}\.(?:json|bin)|han\/[0-9a-f]{10}-[0-9]+\.bin)$/;

/** Content-hashed practice bank files (`index.<hash>.json`, `answers-<section>.<hash>.json`; plugins/practice). */
export const HASHED_PRACTICE_FILE = /^practice-bank\/[a-z0-9-]+\.[0-9a-f]{10}\.json$/;

/** Diagram renders (`diagrams/<hash>.light.svg`) are named by the hash of what they draw. */
export const HASHED_DIAGRAM = /^diagrams\/[0-9a-f]{16}\.(?:light|dark)\.svg$/;

/** Cache-Control for a file of the build, given its path relative to the build folder. */
export function cacheControlFor(relativeFile: string): string {
  if (
    relativeFile.startsWith('assets/') ||
    HASHED_SEARCH_SHARD.test(relativeFile) ||
    HASHED_PRACTICE_FILE.test(relativeFile) ||
    HASHED_DIAGRAM.test(relativeFile) ||
    WORKER_FILE.test(relativeFile)
  )
    return IMMUTABLE;
  return REVALIDATE;
}

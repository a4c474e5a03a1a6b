/** File types the server and the nginx config know: one table for both. */
export interface FileType {
  extension: string;
  mime: string;
  /** Text types are sent with `charset=utf-8`. */
  text: boolean;
  /** Worth precompressing with brotli and gzip at build time. */
  compressible: boolean;
}

export const FILE_TYPES: readonly FileType[] = [
  { extension: 'html', mime: 'text/html', text: true, compressible: true },
  { extension: 'js', mime: 'text/javascript', text: true, compressible: true },
  { extension: 'mjs', mime: 'text/javascript', text: true, compressible: true },
  { extension: 'css', mime: 'text/css', text: true, compressible: true },
  { extension: 'json', mime: 'application/json', text: true, compressible: true },
  { extension: 'xml', mime: 'application/xml', text: true, compressible: true },
  { extension: 'svg', mime: 'image/svg+xml', text: true, compressible: true },
  { extension: 'txt', mime: 'text/plain', text: true, compressible: true },
  { extension: 'bin', mime: 'application/octet-stream', text: false, compressible: true },
  { extension: 'map', mime: 'application/json', text: true, compressible: false },
  { extension: 'webmanifest', mime: 'application/manifest+json', text: true, compressible: true },
  { extension: 'png', mime: 'image/png', text: false, compressible: false },
  { extension: 'jpg', mime: 'image/jpeg', text: false, compressible: false },
  { extension: 'jpeg', mime: 'image/jpeg', text: false, compressible: false },
  { extension: 'gif', mime: 'image/gif', text: false, compressible: false },
  { extension: 'webp', mime: 'image/webp', text: false, compressible: false },
  { extension: 'avif', mime: 'image/avif', text: false, compressible: false },
  { extension: 'ico', mime: 'image/x-icon', text: false, compressible: false },
  { extension: 'woff', mime: 'font/woff', text: false, compressible: false },
  { extension: 'woff2', mime: 'font/woff2', text: false, compressible: false },
  { extension: 'ttf', mime: 'font/ttf', text: false, compressible: false },
  { extension: 'pdf', mime: 'application/pdf', text: false, compressible: false },
  { extension: 'wasm', mime: 'application/wasm', text: false, compressible: false },
];

export const DEFAULT_CONTENT_TYPE = 'application/octet-stream';

const byExtension = new Map(FILE_TYPES.map((type) => [type.extension, type] as const));

function extensionOf(file: string): string {
  const name = file.slice(file.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  return dot <= 0 ? '' : name.slice(dot + 1).toLowerCase();
}

export function fileTypeOf(file: string): FileType | undefined {
  return byExtension.get(extensionOf(file));
}

/** The Content-Type header value for a file name. */
export function contentTypeFor(file: string): string {
  const type = fileTypeOf(file);
  if (!type) return DEFAULT_CONTENT_TYPE;
  return type.text ? `${type.mime}; charset=utf-8` : type.mime;
}

export function isCompressible(file: string): boolean {
  return fileTypeOf(file)?.compressible ?? false;
}

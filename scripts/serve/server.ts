import { createReadStream, type Stats } from 'node:fs';
import { stat } from 'node:fs/promises';
import {
  createServer,
  STATUS_CODES,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { Duplex } from 'node:stream';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { contentTypeFor, isCompressible } from './contentTypes';
import { chooseEncoding, ENCODINGS, type EncodingName } from './encoding';
import { cacheControlFor, candidateFiles, parseRequestTarget, REVALIDATE } from './requestPath';
import { isRunnerWorker, securityHeaders, workerSecurityHeaders, type CspSources } from './securityHeaders';

/** Room for a /search?q= of 10,000 percent-encoded Chinese characters (~90 KB). */
export const MAX_HEADER_BYTES = 128 * 1024;

export const NOT_FOUND_PAGE = '404.html';

export interface StaticServerOptions {
  /** The Docusaurus build folder. */
  root: string;
  csp: CspSources;
}

type HeaderValues = Record<string, string | number>;

async function fileStats(file: string): Promise<Stats | undefined> {
  try {
    const stats = await stat(file);
    return stats.isFile() ? stats : undefined;
  } catch {
    return undefined;
  }
}

function entityTag(stats: Stats): string {
  return `"${Math.floor(stats.mtimeMs / 1000).toString(16)}-${stats.size.toString(16)}"`;
}

function isFresh(request: IncomingMessage, etag: string, modified: Stats): boolean {
  const noneMatch = request.headers['if-none-match'];
  if (noneMatch !== undefined) {
    return noneMatch
      .split(',')
      .map((tag) => tag.trim().replace(/^W\//, ''))
      .some((tag) => tag === etag || tag === '*');
  }
  const since = Date.parse(request.headers['if-modified-since'] ?? '');
  return Number.isFinite(since) && Math.floor(modified.mtimeMs / 1000) * 1000 <= since;
}

/** A static file server for the Docusaurus build (trailingSlash: false), with precompressed siblings. */
export function createStaticServer({ root, csp }: StaticServerOptions): Server {
  const rootDir = path.resolve(root);
  const security = securityHeaders(csp);
  const workerSecurity = workerSecurityHeaders(csp);

  function inside(relative: string): string | undefined {
    const absolute = path.resolve(rootDir, relative);
    return absolute.startsWith(rootDir + path.sep) ? absolute : undefined;
  }

  function sendText(response: ServerResponse, status: number, extra: HeaderValues = {}): void {
    const body = `${status} ${STATUS_CODES[status] ?? ''}\n`;
    response.writeHead(status, {
      ...security,
      'Content-Type': 'text/plain; charset=utf-8',
      'Content-Length': Buffer.byteLength(body),
      'Cache-Control': REVALIDATE,
      ...extra,
    });
    response.end(response.req.method === 'HEAD' ? undefined : body);
  }

  async function sendFile(
    request: IncomingMessage,
    response: ServerResponse,
    relative: string,
    absolute: string,
    stats: Stats,
    status: number,
  ): Promise<void> {
    const available = new Map<EncodingName, Stats>();
    if (isCompressible(relative)) {
      for (const encoding of ENCODINGS) {
        const sibling = await fileStats(absolute + encoding.suffix);
        if (sibling) available.set(encoding.name, sibling);
      }
    }
    const encoding = chooseEncoding(request.headers['accept-encoding'], new Set(available.keys()));
    const served = encoding ? available.get(encoding.name)! : stats;
    const etag = entityTag(served);
    const headers: HeaderValues = {
      ...(status === 200 && isRunnerWorker(relative) ? workerSecurity : security),
      'Cache-Control': status === 200 ? cacheControlFor(relative) : REVALIDATE,
      ETag: etag,
      'Last-Modified': served.mtime.toUTCString(),
    };
    if (available.size > 0) headers.Vary = 'Accept-Encoding';
    if (status === 200 && isFresh(request, etag, served)) {
      response.writeHead(304, headers);
      response.end();
      return;
    }
    headers['Content-Type'] = contentTypeFor(relative);
    headers['Content-Length'] = served.size;
    if (encoding) headers['Content-Encoding'] = encoding.name;
    response.writeHead(status, headers);
    if (request.method === 'HEAD') {
      response.end();
      return;
    }
    await pipeline(createReadStream(absolute + (encoding?.suffix ?? '')), response);
  }

  async function sendNotFound(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const absolute = inside(NOT_FOUND_PAGE);
    const stats = absolute && (await fileStats(absolute));
    if (!absolute || !stats) return sendText(response, 404);
    await sendFile(request, response, NOT_FOUND_PAGE, absolute, stats, 404);
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return sendText(response, 405, { Allow: 'GET, HEAD' });
    }
    const target = parseRequestTarget(request.url ?? '');
    if (target.kind === 'bad') return sendText(response, 400);
    if (target.kind === 'not-found') return sendNotFound(request, response);
    if (target.kind === 'redirect') return sendText(response, 301, { Location: target.location });
    for (const relative of candidateFiles(target.segments)) {
      const absolute = inside(relative);
      const stats = absolute && (await fileStats(absolute));
      if (absolute && stats) return sendFile(request, response, relative, absolute, stats, 200);
    }
    return sendNotFound(request, response);
  }

  const server = createServer({ maxHeaderSize: MAX_HEADER_BYTES }, (request, response) => {
    handle(request, response).catch(() => {
      if (!response.headersSent) sendText(response, 500);
      else response.destroy();
    });
  });

  // Requests Node cannot parse still get a well-formed answer with the security headers.
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
    const body = `${status} ${STATUS_CODES[status]}\n`;
    const lines = Object.entries(security).map(([name, value]) => `${name}: ${value}\r\n`);
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${lines.join('')}` +
        `Content-Type: text/plain; charset=utf-8\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`,
    );
  });
  return server;
}

/**
 * A proxy in front of the site's server for WebKit, whose classic WebDriver cannot run a script
 * before the page's own: it adds the recorder (recorder.ts) as the first script of every HTML page,
 * serves it from the same origin (so the site's `script-src 'self'` lets it run), passes everything
 * else through unchanged, headers included, and remembers the status each page was answered with.
 */
import {
  createServer,
  request as httpRequest,
  type IncomingHttpHeaders,
  type OutgoingHttpHeaders,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { injectScriptTag, RECORDER_PATH } from './recorder';

export interface InjectingProxy {
  /** The proxy's origin, e.g. http://127.0.0.1:40123. */
  url: string;
  /** The status of the last HTML response for this path (as the browser asked for it, encoded). */
  statusOf(path: string): number | undefined;
  close(): Promise<void>;
}

export function decodeBody(body: Buffer, encoding: string | undefined): Buffer {
  switch ((encoding ?? 'identity').trim().toLowerCase()) {
    case 'identity':
      return body;
    case 'br':
      return brotliDecompressSync(body);
    case 'gzip':
      return gunzipSync(body);
    case 'deflate':
      return inflateSync(body);
    default:
      throw new Error(`cannot decode a page sent with Content-Encoding: ${encoding}`);
  }
}

/** The upstream headers for the rewritten page: the same ones, sent unencoded, with its new length. */
export function rewrittenHeaders(headers: IncomingHttpHeaders, length: number): OutgoingHttpHeaders {
  const out: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (
      value === undefined ||
      ['content-encoding', 'content-length', 'transfer-encoding', 'connection'].includes(name)
    )
      continue;
    out[name] = value;
  }
  out['content-length'] = length;
  return out;
}

export async function startInjectingProxy(upstream: string, recorder: string): Promise<InjectingProxy> {
  const target = new URL(upstream);
  const statuses = new Map<string, number>();
  const server = createServer((req, res) => {
    if (req.url === RECORDER_PATH) {
      res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' });
      res.end(recorder);
      return;
    }
    const forward = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, host: target.host },
      },
      (upstreamRes) => {
        const status = upstreamRes.statusCode ?? 502;
        const isHtml = /^text\/html\b/i.test(upstreamRes.headers['content-type'] ?? '');
        if (isHtml) statuses.set(req.url ?? '', status);
        if (!isHtml || req.method === 'HEAD' || status === 304) {
          res.writeHead(status, upstreamRes.headers);
          upstreamRes.pipe(res);
          return;
        }
        const chunks: Buffer[] = [];
        upstreamRes.on('data', (chunk: Buffer) => chunks.push(chunk));
        upstreamRes.on('end', () => {
          try {
            const html = decodeBody(Buffer.concat(chunks), upstreamRes.headers['content-encoding']).toString(
              'utf8',
            );
            const body = Buffer.from(injectScriptTag(html, RECORDER_PATH), 'utf8');
            res.writeHead(status, rewrittenHeaders(upstreamRes.headers, body.length));
            res.end(body);
          } catch (error) {
            res.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' });
            res.end(`engine proxy: ${(error as Error).message}`);
          }
        });
      },
    );
    forward.on('error', (error) => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' });
      res.end(`engine proxy: ${error.message}`);
    });
    req.pipe(forward);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    statusOf: (path) => statuses.get(path),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

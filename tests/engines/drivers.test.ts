import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evaluationExpression } from './firefox';
import { decodeBody, rewrittenHeaders, startInjectingProxy, type InjectingProxy } from './proxy';
import { RECORDER_PATH } from './recorder';
import { keyActions } from './webkit';

describe('evaluationExpression (Firefox)', () => {
  it('runs the body as a function with the arguments', () => {
    const expression = evaluationExpression('return arguments[0] + arguments[1].length;', ['闭包', [1, 2]]);
    expect(new Function(`return ${expression}`)()).toBe('闭包2');
  });
});

describe('keyActions (WebKit)', () => {
  it('holds the modifiers around the key and releases them in reverse', () => {
    expect(keyActions({ key: 'k', modifiers: ['Control', 'Meta'] }).actions[0]!.actions).toEqual([
      { type: 'keyDown', value: '\uE009' },
      { type: 'keyDown', value: '\uE03D' },
      { type: 'keyDown', value: 'k' },
      { type: 'keyUp', value: 'k' },
      { type: 'keyUp', value: '\uE03D' },
      { type: 'keyUp', value: '\uE009' },
    ]);
    expect(keyActions({ key: 'Escape' }).actions[0]!.actions).toEqual([
      { type: 'keyDown', value: '\uE00C' },
      { type: 'keyUp', value: '\uE00C' },
    ]);
  });
});

describe('the injecting proxy (WebKit)', () => {
  it('decodes the encodings the server sends', () => {
    const html = Buffer.from('<head>闭包');
    expect(decodeBody(brotliCompressSync(html), 'br')).toEqual(html);
    expect(decodeBody(gzipSync(html), 'gzip')).toEqual(html);
    expect(decodeBody(html, undefined)).toEqual(html);
    expect(() => decodeBody(html, 'zstd')).toThrow(/zstd/);
  });

  it('keeps every header but the encoding and length', () => {
    expect(
      rewrittenHeaders(
        {
          'content-type': 'text/html',
          'content-encoding': 'br',
          'content-length': '10',
          'content-security-policy': "script-src 'self'",
          vary: 'Accept-Encoding',
        },
        42,
      ),
    ).toEqual({
      'content-type': 'text/html',
      'content-security-policy': "script-src 'self'",
      vary: 'Accept-Encoding',
      'content-length': 42,
    });
  });

  describe('in front of a server', () => {
    let proxy: InjectingProxy;
    const upstream = createServer((req, res) => {
      const csp = { 'content-security-policy': "script-src 'self'" };
      if (req.url === '/app.js') {
        res.writeHead(200, { ...csp, 'content-type': 'text/javascript' });
        res.end('run()');
      } else {
        res.writeHead(req.url === '/' ? 200 : 404, {
          ...csp,
          'content-type': 'text/html',
          'content-encoding': 'br',
        });
        res.end(brotliCompressSync(Buffer.from('<html><head><meta charset="UTF-8"><title>页</title>')));
      }
    });

    beforeAll(async () => {
      await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
      proxy = await startInjectingProxy(
        `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`,
        'recorded()',
      );
    });
    afterAll(async () => {
      await proxy.close();
      await new Promise((resolve) => upstream.close(resolve));
    });

    it('adds the recorder to pages, keeps their status and headers, and remembers the status', async () => {
      const page = await fetch(`${proxy.url}/`);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-security-policy')).toBe("script-src 'self'");
      expect(page.headers.get('content-encoding')).toBeNull();
      expect(await page.text()).toBe(
        `<html><head><meta charset="UTF-8"><script src="${RECORDER_PATH}"></script><title>页</title>`,
      );
      const missing = await fetch(`${proxy.url}/nope`);
      expect(missing.status).toBe(404);
      expect(await missing.text()).toContain(RECORDER_PATH);
      expect(proxy.statusOf('/')).toBe(200);
      expect(proxy.statusOf('/nope')).toBe(404);
    });

    it('serves the recorder itself and passes other files through', async () => {
      const recorder = await fetch(`${proxy.url}${RECORDER_PATH}`);
      expect(recorder.headers.get('content-type')).toMatch(/^text\/javascript/);
      expect(await recorder.text()).toBe('recorded()');
      const script = await fetch(`${proxy.url}/app.js`);
      expect(await script.text()).toBe('run()');
      expect(proxy.statusOf('/app.js')).toBeUndefined();
    });
  });
});

/**
 * WebKitGTK's MiniBrowser through WebKitWebDriver (classic WebDriver over HTTP, under xvfb-run),
 * with a proxy in front of the site that adds the in-page recorder to every page.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { MINIBROWSER_GTK_CSS, webkitCapabilities, webkitDriverCommand, type EnginePaths } from './args';
import type { EngineDriver, KeyPress, PageProblem } from './driver';
import { recordedProblems } from './problems';
import { startInjectingProxy, type InjectingProxy } from './proxy';
import { recorderSource, TAKE_RECORDED } from './recorder';

/** WebDriver's code points for the keys the checks press. */
export const WEBDRIVER_KEYS: Record<string, string> = {
  Control: '\uE009',
  Meta: '\uE03D',
  Escape: '\uE00C',
};

/** One key source's actions: modifiers down, the key down and up, modifiers up. */
export function keyActions({ key, modifiers = [] }: KeyPress) {
  const code = (name: string) => WEBDRIVER_KEYS[name] ?? name;
  return {
    actions: [
      {
        type: 'key',
        id: 'keyboard',
        actions: [
          ...modifiers.map((modifier) => ({ type: 'keyDown', value: code(modifier) })),
          { type: 'keyDown', value: code(key) },
          { type: 'keyUp', value: code(key) },
          ...[...modifiers].reverse().map((modifier) => ({ type: 'keyUp', value: code(modifier) })),
        ],
      },
    ],
  };
}

const ELEMENT_KEY = 'element-6066-11e4-a52e-4f735466cecf';

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

class WebDriverError extends Error {}

/** A minimal classic WebDriver client: the handful of commands the checks use. */
class Session {
  constructor(
    private readonly endpoint: string,
    readonly id: string,
  ) {}

  static async create(
    endpoint: string,
    body: unknown,
  ): Promise<{ session: Session; capabilities: Record<string, unknown> }> {
    // MiniBrowser connects back within seconds; one that cannot start leaves the request waiting.
    const value = (await send(endpoint, 'POST', '/session', body, 60_000)) as {
      sessionId: string;
      capabilities: Record<string, unknown>;
    };
    return { session: new Session(endpoint, value.sessionId), capabilities: value.capabilities };
  }

  command(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<unknown> {
    return send(this.endpoint, method, `/session/${this.id}${path}`, body);
  }

  async element(selector: string): Promise<string> {
    const value = (await this.command('POST', '/element', {
      using: 'css selector',
      value: selector,
    })) as Record<string, string>;
    return value[ELEMENT_KEY]!;
  }
}

async function send(
  endpoint: string,
  method: string,
  path: string,
  body?: unknown,
  timeoutMs = 120_000,
): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(endpoint + path, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json; charset=utf-8' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const reason =
      (error as Error).name === 'TimeoutError'
        ? `no answer within ${timeoutMs / 1000} s`
        : (error as Error).message;
    throw new WebDriverError(`${method} ${path}: ${reason}`);
  }
  const text = await response.text();
  let parsed: { value?: unknown };
  try {
    parsed = JSON.parse(text) as { value?: unknown };
  } catch {
    throw new WebDriverError(`${method} ${path}: HTTP ${response.status}: ${text.slice(0, 200)}`);
  }
  const value = parsed.value as { error?: string; message?: string } | null | undefined;
  if (!response.ok || (value && typeof value === 'object' && 'error' in value && value.error)) {
    throw new WebDriverError(
      `${method} ${path}: ${value?.error ?? response.status}: ${value?.message ?? text.slice(0, 200)}`,
    );
  }
  return parsed.value;
}

/** Waits until WebKitWebDriver answers /status, or fails with what it printed when it exits first. */
async function waitForDriver(endpoint: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(
        `WebKitWebDriver exited (${child.exitCode ?? child.signalCode}) before answering: ${output()}`,
      );
    try {
      const value = (await send(endpoint, 'GET', '/status', undefined, 5_000)) as { ready?: boolean };
      if (value.ready) return;
    } catch {
      // Not listening yet.
    }
    await sleep(200);
  }
  throw new Error(`WebKitWebDriver did not answer ${endpoint}/status within 30 s: ${output()}`);
}

/** Ends the process group this runner started (xvfb-run, Xvfb, the driver and its browser). */
function stopGroup(child: ChildProcess): void {
  if (child.pid === undefined || child.exitCode !== null) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
}

export async function launchWebKit(baseUrl: string, paths: EnginePaths): Promise<EngineDriver> {
  const port = await freePort();
  const endpoint = `http://127.0.0.1:${port}`;
  const configHome = mkdtempSync(path.join(tmpdir(), 'engines-webkit-'));
  mkdirSync(path.join(configHome, 'gtk-3.0'));
  writeFileSync(path.join(configHome, 'gtk-3.0', 'gtk.css'), MINIBROWSER_GTK_CSS);
  const { command, args, env } = webkitDriverCommand(paths, port, configHome);
  const child = spawn(command, args, {
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env },
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-2_000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  let proxy: InjectingProxy | undefined;
  let session: Session | undefined;
  const shutdown = async () => {
    if (session) await session.command('DELETE', '').catch(() => undefined);
    stopGroup(child);
    await proxy?.close();
    rmSync(configHome, { recursive: true, force: true });
  };
  try {
    try {
      await waitForDriver(endpoint, child, () => output.trim());
      const created = await Session.create(endpoint, webkitCapabilities(paths));
      session = created.session;
      const version = `${String(created.capabilities.browserName)}/${String(created.capabilities.browserVersion)}`;
      proxy = await startInjectingProxy(baseUrl, recorderSource({ errors: true }));
      return webkitDriver(session, proxy, version, shutdown);
    } catch (error) {
      throw new Error(
        `webkit: WebKitWebDriver with ${paths.miniBrowser} did not start: ${(error as Error).message}`,
      );
    }
  } catch (error) {
    await shutdown();
    throw error;
  }
}

function webkitDriver(
  session: Session,
  proxy: InjectingProxy,
  version: string,
  shutdown: () => Promise<void>,
): EngineDriver {
  const buffered: PageProblem[] = [];
  const evaluate = async <T>(body: string, ...args: unknown[]) =>
    (await session.command('POST', '/execute/sync', { script: body, args })) as T;
  const collect = async () => {
    const url = (await session.command('GET', '/url')) as string;
    if (!url.startsWith(proxy.url)) return;
    buffered.push(...recordedProblems(await evaluate(TAKE_RECORDED)));
  };
  const go = async (path: string) => {
    await collect();
    await session.command('POST', '/url', { url: new URL(path, proxy.url).href });
  };
  return {
    engine: 'webkit',
    version,
    async goto(path) {
      await go(path);
      const target = new URL(path, proxy.url);
      return { status: proxy.statusOf(target.pathname + target.search) };
    },
    async reload() {
      await collect();
      await session.command('POST', '/refresh', {});
    },
    evaluate,
    async click(selector) {
      const element = await session.element(selector);
      await session.command('POST', `/element/${element}/click`, {});
    },
    async type(selector, text) {
      const element = await session.element(selector);
      await session.command('POST', `/element/${element}/value`, { text });
    },
    async press(key) {
      await session.command('POST', '/actions', keyActions(key));
      await session.command('DELETE', '/actions');
    },
    async setViewport(width, height) {
      // WebDriver sizes the window: grow it by the browser's own chrome so the page gets the size.
      const rect = { width, height };
      for (let attempt = 0; attempt < 3; attempt++) {
        await session.command('POST', '/window/rect', rect);
        const [innerWidth, innerHeight] = await evaluate<[number, number]>(
          'return [innerWidth, innerHeight];',
        );
        if (innerWidth === width && innerHeight === height) return;
        rect.width += width - innerWidth;
        rect.height += height - innerHeight;
      }
    },
    async takeProblems() {
      await collect();
      return buffered.splice(0);
    },
    close: shutdown,
  };
}

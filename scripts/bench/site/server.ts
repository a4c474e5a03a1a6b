import { spawn, type ChildProcess } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';

export interface RunningServer {
  origin: string;
  command: string;
  /** Whether it answered a script request with gzip or brotli when asked. */
  compresses: boolean;
  stop(): Promise<void>;
}

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
    await response.arrayBuffer();
    return response.ok;
  } catch {
    return false;
  }
}

function stopGroup(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined)
    return Promise.resolve();
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    return Promise.resolve();
  }
  return Promise.race([exited, sleep(5000)]).then(() => {
    if (child.exitCode === null && child.signalCode === null) {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        // already gone
      }
    }
  });
}

/** Starts `command` in its own process group; resolves once the origin answers, or undefined when it never does. */
async function tryServer(
  siteDir: string,
  command: string,
  origin: string,
  timeoutMs: number,
): Promise<ChildProcess | undefined> {
  const child = spawn(command, { cwd: siteDir, shell: true, detached: true, stdio: 'ignore' });
  let exited = false;
  child.once('exit', () => (exited = true));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !exited) {
    if (await answers(`${origin}/`)) return child;
    await sleep(300);
  }
  await stopGroup(child);
  return undefined;
}

async function checkCompression(origin: string): Promise<boolean> {
  const html = await (await fetch(`${origin}/`)).text();
  // The built HTML is minified: attribute values may be unquoted.
  const script = /<script[^>]+src=["']?([^"' >]+\.js)/.exec(html)?.[1];
  if (!script) return false;
  const response = await fetch(new URL(script, origin), { headers: { 'accept-encoding': 'br, gzip' } });
  await response.arrayBuffer();
  return /gzip|br|zstd/.test(response.headers.get('content-encoding') ?? '');
}

/**
 * Serves build/ the way the README does (`npm run serve`, given `--port`); when that script
 * does not take flags, falls back to `docusaurus serve` on the port.
 */
export async function startServer(siteDir: string, port: number): Promise<RunningServer> {
  const origin = `http://127.0.0.1:${port}`;
  if (await answers(`${origin}/`)) throw new Error(`port ${port} is already in use`);
  const commands = [
    `npm run serve -- --port ${port}`,
    `npx docusaurus serve --no-open --host 127.0.0.1 --port ${port}`,
  ];
  for (const command of commands) {
    const child = await tryServer(siteDir, command, origin, 60_000);
    if (!child) continue;
    return { origin, command, compresses: await checkCompression(origin), stop: () => stopGroup(child) };
  }
  throw new Error(`no server answered on ${origin}`);
}

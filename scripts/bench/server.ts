/** The one way the benchmarks start and stop a server: a command in its own process group. */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

export interface RunningServer {
  origin: string;
  /** The command that serves it, for the report. */
  command: string;
  stop(): Promise<void>;
}

const running = new Set<RunningServer>();

/** Stops every server this process started (on exit and on Ctrl+C). */
export async function stopAllServers(): Promise<void> {
  await Promise.all([...running].map((server) => server.stop()));
}

async function responds(origin: string): Promise<boolean> {
  try {
    const response = await fetch(`${origin}/`, { signal: AbortSignal.timeout(2_000) });
    await response.body?.cancel();
    return response.status < 500;
  } catch {
    return false;
  }
}

function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // The group has already gone.
  }
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

/** Spawns `command args` in `cwd` and waits until http://127.0.0.1:port/ answers. */
export async function startServer(
  command: string,
  args: readonly string[],
  cwd: string,
  port: number,
  timeoutMs = 60_000,
): Promise<RunningServer> {
  const origin = `http://127.0.0.1:${port}`;
  if (await responds(origin)) throw new Error(`port ${port} is already in use: stop what serves ${origin}`);
  const child = spawn(command, args, { cwd, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const server: RunningServer = {
    origin,
    command: [command, ...args].join(' '),
    async stop() {
      running.delete(server);
      if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
      const pid = child.pid;
      signalGroup(pid, 'SIGTERM');
      const timer = setTimeout(() => signalGroup(pid, 'SIGKILL'), 5_000);
      await exited(child);
      clearTimeout(timer);
    },
  };
  running.add(server);
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && child.exitCode === null) {
    if (await responds(origin)) return server;
    await sleep(200);
  }
  await server.stop();
  throw new Error(`${server.command} did not serve ${origin}:\n${output.slice(-2_000)}`);
}

/** build/ as production serves it (`npm run serve`, scripts/serve/cli.ts; needs the postbuild step). */
export function serveBuild(siteDir: string, port: number): Promise<RunningServer> {
  return startServer(
    'node',
    ['--import', 'tsx', 'scripts/serve/cli.ts', '--port', String(port)],
    siteDir,
    port,
  );
}

/** A port nothing listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Starts and stops a static server for a build, as its own process group. */
import { spawn, type ChildProcess } from 'node:child_process';

export interface RunningServer {
  origin: string;
  /** The command that serves it, for the report. */
  command: string;
  stop(): Promise<void>;
}

const running = new Set<RunningServer>();

/** Stops every server this process started (used on exit and on Ctrl+C). */
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
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    if (await responds(origin)) return server;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  await server.stop();
  throw new Error(`${server.command} did not serve ${origin}:\n${output.slice(-2_000)}`);
}

/** Tries each way of serving in turn; the first that answers on the port wins. */
export async function startFirstServer(
  candidates: ReadonlyArray<{ command: string; args: readonly string[] }>,
  cwd: string,
  port: number,
  timeoutMs?: number,
): Promise<RunningServer> {
  const failures: string[] = [];
  for (const { command, args } of candidates) {
    try {
      return await startServer(command, args, cwd, port, timeoutMs);
    } catch (error) {
      failures.push((error as Error).message);
    }
  }
  throw new Error(`no way of serving worked:\n${failures.join('\n')}`);
}

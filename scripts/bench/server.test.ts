import { describe, expect, it } from 'vitest';
import { freePort, startServer, stopAllServers } from './server';

/** A shell that starts an HTTP server as its child, so stopping has a process group to end. */
const shellServing = (port: number) => [
  '-c',
  `node -e "require('node:http').createServer((q, s) => s.end('ok')).listen(${port}, '127.0.0.1')"; exit 0`,
];

describe('startServer', () => {
  it('resolves once the port answers, refuses a busy port, and stop ends the whole group', async () => {
    const port = await freePort();
    const server = await startServer('sh', shellServing(port), process.cwd(), port, 20_000);
    try {
      expect(await (await fetch(`${server.origin}/`)).text()).toBe('ok');
      await expect(startServer('sh', shellServing(port), process.cwd(), port)).rejects.toThrow(/in use/);
    } finally {
      await server.stop();
    }
    await expect(fetch(`${server.origin}/`)).rejects.toThrow();
  });

  it('gives the output of a command that exits without serving', async () => {
    const port = await freePort();
    await expect(
      startServer('sh', ['-c', 'echo no build here >&2; exit 1'], process.cwd(), port, 20_000),
    ).rejects.toThrow(/did not serve[\s\S]*no build here/);
    await stopAllServers();
  });
});

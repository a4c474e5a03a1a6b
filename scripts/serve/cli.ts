/** `npm run serve`: the production server for the built site. */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createStaticServer } from './server';
import { readCspSources } from './serverFiles';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '3000' },
    host: { type: 'string', default: '127.0.0.1' },
    dir: { type: 'string', default: 'build' },
  },
});

const root = path.resolve(values.dir);
const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65_535)
  throw new Error(`--port must be 0-65535, got ${values.port}`);
if (!existsSync(path.join(root, 'index.html'))) {
  console.error(`${root} has no index.html: run \`npm run build\` first`);
  process.exit(1);
}

const server = createStaticServer({ root, csp: await readCspSources(root) });
server.listen(port, values.host, () => {
  const address = server.address();
  const actual = typeof address === 'object' && address ? address.port : port;
  console.log(`Serving ${path.relative(process.cwd(), root) || '.'} on http://${values.host}:${actual}/`);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close();
    server.closeAllConnections();
  });
}

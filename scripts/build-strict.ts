/**
 * Runs the production build and fails when Docusaurus prints a warning:
 * the site config only warns on broken markdown links (as the spec says),
 * but a warning in CI means a link or page that readers would find broken.
 * Then runs the same postbuild step as `npm run build` (CSP hashes, precompressed files).
 */
import { spawn } from 'node:child_process';

const WARNING = /^\[WARNING\]/;

const child = spawn('npx', ['docusaurus', 'build', ...process.argv.slice(2)], {
  stdio: ['ignore', 'pipe', 'pipe'],
});
const warnings: string[] = [];

function relay(stream: NodeJS.ReadableStream, target: NodeJS.WriteStream): void {
  let pending = '';
  stream.on('data', (chunk: Buffer) => {
    target.write(chunk);
    pending += chunk.toString();
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    // eslint-disable-next-line no-control-regex
    for (const line of lines) if (WARNING.test(line.replace(/\u001b\[[0-9;]*m/g, ''))) warnings.push(line);
  });
}

relay(child.stdout, process.stdout);
relay(child.stderr, process.stderr);

child.on('close', (code) => {
  if (code !== 0) {
    process.exitCode = code ?? 1;
    return;
  }
  if (warnings.length > 0) {
    console.error(`\nbuild:strict: the build printed ${warnings.length} warning(s); fix them:`);
    for (const warning of warnings) console.error(`  ${warning}`);
    process.exitCode = 1;
    return;
  }
  const args = ['--import', 'tsx', 'scripts/serve/postbuild.ts', ...process.argv.slice(2)];
  const postbuild = spawn('node', args, { stdio: 'inherit' });
  postbuild.on('close', (postbuildCode) => {
    process.exitCode = postbuildCode ?? 1;
  });
});

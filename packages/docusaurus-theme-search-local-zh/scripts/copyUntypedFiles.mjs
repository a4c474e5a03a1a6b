/** Copies into lib/ what tsc does not emit: the theme's CSS modules and the CommonJS loader. */
import { cpSync, readdirSync } from 'node:fs';
import path from 'node:path';

const packageDir = path.resolve(import.meta.dirname, '..');
const src = path.join(packageDir, 'src');
const copied = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter((file) =>
  /\.(css|cjs)$/.test(file),
);
for (const file of copied) cpSync(path.join(src, file), path.join(packageDir, 'lib', file));
console.log(`copyUntypedFiles: ${copied.length} files`);

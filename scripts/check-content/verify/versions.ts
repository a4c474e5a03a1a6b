import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

/** Where an installed package lives (its folder). */
export function packageDir(name: string): string {
  return path.dirname(require.resolve(`${name}/package.json`));
}

/** `name@version` of installed packages, for cache keys: an upgrade re-checks what depends on it. */
export function installedVersions(names: readonly string[]): string {
  return names
    .map((name) => {
      const { version } = JSON.parse(readFileSync(path.join(packageDir(name), 'package.json'), 'utf8')) as {
        version: string;
      };
      return `${name}@${version}`;
    })
    .join(' ');
}

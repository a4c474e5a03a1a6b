/**
 * `npm run check:deps`: every package the code imports is declared in package.json (no
 * reliance on npm's hoisting), and every exactly pinned package is the version installed. A
 * workspace package (`packages/*`) is checked against its own package.json.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { declaredModules, importedSpecifiers, undeclaredImports, workspaceOf } from './imports';
import { pinProblems } from './pins';

interface Manifest {
  workspaces?: string[];
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

const root = process.cwd();
const readManifest = (dir: string) =>
  JSON.parse(readFileSync(path.join(root, dir, 'package.json'), 'utf8')) as Manifest;
const manifest = readManifest('.');
const require = createRequire(path.join(root, 'package.json'));
const aliases = declaredModules(
  readFileSync(require.resolve('@docusaurus/module-type-aliases/src/index.d.ts'), 'utf8'),
);

const SOURCE = /\.(?:[cm]?[jt]sx?)$/;
/** Content (code samples are checked by check:content) and generated files are not the project's code. */
const NOT_CODE = /^(?:docs|blog|static|build|\.docusaurus|packages\/[^/]+\/lib)\//;
const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: root,
  encoding: 'utf8',
}).split('\n');
const files = listed.filter((file) => SOURCE.test(file) && !NOT_CODE.test(file));
/** The workspace folders (`packages/<name>`) that hold a package.json. */
const workspaces = listed
  .filter((file) => /^packages\/[^/]+\/package\.json$/.test(file))
  .map((file) => path.dirname(file));
const manifests = new Map(workspaces.map((dir) => [dir, readManifest(dir)]));

/** Ranges a manifest declares: dependencies, dev and peer dependencies (a peer is what the host installs). */
const rangesOf = (m: Manifest) => ({ ...m.peerDependencies, ...m.dependencies, ...m.devDependencies });
const declaredIn = new Map<string, Set<string>>([
  ['.', new Set(Object.keys(rangesOf(manifest)))],
  ...workspaces.map((dir): [string, Set<string>] => [
    dir,
    new Set(Object.keys(rangesOf(manifests.get(dir)!))),
  ]),
]);

const problems: string[] = [];
for (const file of files) {
  const owner = workspaceOf(file, workspaces) ?? '.';
  const missing = undeclaredImports(
    importedSpecifiers(readFileSync(path.join(root, file), 'utf8')),
    declaredIn.get(owner)!,
    aliases,
  );
  const where = owner === '.' ? 'package.json' : `${owner}/package.json`;
  for (const name of missing) problems.push(`${file}: imports ${name}, which ${where} does not declare`);
}

/** The version installed for a package of `dir`: its own node_modules first, then the hoisted one. */
function installedVersion(dir: string, name: string): string | undefined {
  for (const base of dir === '.' ? ['.'] : [dir, '.']) {
    try {
      // Declared packages sit at the top of node_modules (a package's exports may hide its package.json).
      const file = path.join(root, base, 'node_modules', name, 'package.json');
      return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
    } catch {
      // not installed there
    }
  }
  return undefined;
}

problems.push(...pinProblems(rangesOf(manifest), (name) => installedVersion('.', name)));
for (const [dir, workspace] of manifests) {
  problems.push(
    ...pinProblems(rangesOf(workspace), (name) => installedVersion(dir, name)).map(
      (problem) => `${dir}: ${problem}`,
    ),
  );
}
for (const problem of problems) console.log(problem);
const declaredCount = [...declaredIn.values()].reduce((sum, names) => sum + names.size, 0);
console.log(
  `check:deps: ${files.length} files, ${declaredCount} declared packages in ${declaredIn.size} manifests, ${problems.length} problems`,
);
process.exitCode = problems.length > 0 ? 1 : 0;

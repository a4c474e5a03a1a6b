/**
 * `npm run check:deps`: every package the code imports is declared in package.json (no
 * reliance on npm's hoisting), and every exactly pinned package is the version installed.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { declaredModules, importedSpecifiers, undeclaredImports } from './imports';
import { pinProblems } from './pins';

const root = process.cwd();
const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
};
const ranges = { ...manifest.dependencies, ...manifest.devDependencies };
const declared = new Set(Object.keys(ranges));
const require = createRequire(path.join(root, 'package.json'));
const aliases = declaredModules(
  readFileSync(require.resolve('@docusaurus/module-type-aliases/src/index.d.ts'), 'utf8'),
);

const SOURCE = /\.(?:[cm]?[jt]sx?)$/;
/** Content (code samples are checked by check:content) and generated files are not the project's code. */
const NOT_CODE = /^(?:docs|blog|static|build|\.docusaurus)\//;
const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => SOURCE.test(file) && !NOT_CODE.test(file));

const problems: string[] = [];
for (const file of files) {
  const missing = undeclaredImports(
    importedSpecifiers(readFileSync(path.join(root, file), 'utf8')),
    declared,
    aliases,
  );
  for (const name of missing) problems.push(`${file}: imports ${name}, which package.json does not declare`);
}
problems.push(
  ...pinProblems(ranges, (name) => {
    try {
      // Declared packages sit at the top of node_modules (a package's exports may hide its package.json).
      const file = path.join(root, 'node_modules', name, 'package.json');
      return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
    } catch {
      return undefined;
    }
  }),
);
for (const problem of problems) console.log(problem);
console.log(
  `check:deps: ${files.length} files, ${declared.size} declared packages, ${problems.length} problems`,
);
process.exitCode = problems.length > 0 ? 1 : 0;

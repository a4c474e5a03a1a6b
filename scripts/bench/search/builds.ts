/** Our build (reused when fresh) and the temporary easyops copy of the site. */
import { spawn, type ChildProcess } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';

/** What the site is built from: a build older than any of these is stale. */
export const SOURCE_ENTRIES = [
  'docs',
  'blog',
  'src',
  'static',
  'config',
  'plugins',
  'packages',
  'i18n',
  'sidebars.ts',
  'docusaurus.config.ts',
  'package-lock.json',
] as const;

/**
 * Entries the easyops copy needs (plugins/ and packages/ for the base config's imports and
 * the diagrams' remark plugin).
 */
const COPIED_ENTRIES = [
  'docs',
  'blog',
  'src',
  'static',
  'config',
  'plugins',
  'packages',
  'i18n',
  'sidebars.ts',
  'tsconfig.json',
  'package.json',
] as const;

/** Newest modification time (ms) of the files under the given paths; 0 when none exist. */
export function newestMtime(paths: readonly string[]): number {
  let newest = 0;
  const visit = (file: string) => {
    if (!existsSync(file)) return;
    const stat = statSync(file);
    newest = Math.max(newest, stat.mtimeMs);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(file)) if (entry !== 'node_modules') visit(path.join(file, entry));
    }
  };
  paths.forEach(visit);
  return newest;
}

/** A build is fresh when it exists and was finished after the last source change. */
export function isBuildFresh(buildMtime: number | undefined, sourcesMtime: number): boolean {
  return buildMtime !== undefined && buildMtime >= sourcesMtime;
}

function mtimeOf(file: string): number | undefined {
  return existsSync(file) ? statSync(file).mtimeMs : undefined;
}

const runningCommands = new Set<ChildProcess>();

/** Ends the builds still running (on Ctrl+C). */
export function stopRunningCommands(): void {
  for (const child of runningCommands) child.kill('SIGTERM');
}

/** Runs a command to completion; rejects with the tail of its output on failure. Returns the elapsed ms. */
export function runCommand(command: string, args: readonly string[], cwd: string): Promise<number> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    runningCommands.add(child);
    child.on('exit', () => runningCommands.delete(child));
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code === 0) resolve(Date.now() - started);
      else
        reject(
          new Error(`${command} ${args.join(' ')} failed (${code}) in ${cwd}:\n${output.slice(-4_000)}`),
        );
    });
  });
}

export interface BuildOutcome {
  outDir: string;
  /** Build time in ms, or undefined when an existing build was reused. */
  buildMs: number | undefined;
}

/** Reuses `build/` when it is newer than the sources, else builds the site. */
export async function ensureOurBuild(siteDir: string): Promise<BuildOutcome> {
  const outDir = path.join(siteDir, 'build');
  const sourcesMtime = newestMtime(SOURCE_ENTRIES.map((entry) => path.join(siteDir, entry)));
  if (isBuildFresh(mtimeOf(path.join(outDir, 'search', 'manifest.json')), sourcesMtime)) {
    return { outDir, buildMs: undefined };
  }
  const buildMs = await runCommand('npm', ['run', 'build'], siteDir);
  return { outDir, buildMs };
}

/** easyops's options for a Chinese site, as the benchmark compares it. */
export const EASYOPS_OPTIONS = {
  language: ['en', 'zh'],
  hashed: true,
  indexBlog: true,
  docsRouteBasePath: '/docs',
  highlightSearchTermsOnTargetPage: false,
};

/** The copy's config: ours without our search plugin, with easyops's theme added. */
export function easyopsConfigSource(): string {
  return `import type { Config, PluginConfig } from '@docusaurus/types';
import base from './docusaurus.base.config';
import searchPlugin from './packages/docusaurus-theme-search-local-zh/src/node';

const isOurSearch = (entry: PluginConfig) =>
  entry === searchPlugin || (Array.isArray(entry) && entry[0] === searchPlugin);
const basePlugins = base.plugins ?? [];
const plugins = basePlugins.filter((entry) => !isOurSearch(entry));
if (plugins.length === basePlugins.length) throw new Error('bench: our search plugin is not in the site config');

export default {
  ...base,
  plugins,
  themes: [...(base.themes ?? []), ['@easyops-cn/docusaurus-search-local', ${JSON.stringify(EASYOPS_OPTIONS)}]],
} satisfies Config;
`;
}

/** Copies the site to `copyDir` (node_modules linked) with the easyops config. */
export function prepareEasyopsCopy(siteDir: string, copyDir: string): void {
  rmSync(copyDir, { recursive: true, force: true });
  mkdirSync(copyDir, { recursive: true });
  for (const entry of COPIED_ENTRIES) {
    const from = path.join(siteDir, entry);
    if (existsSync(from)) cpSync(from, path.join(copyDir, entry), { recursive: true });
  }
  cpSync(path.join(siteDir, 'docusaurus.config.ts'), path.join(copyDir, 'docusaurus.base.config.ts'));
  writeFileSync(path.join(copyDir, 'docusaurus.config.ts'), easyopsConfigSource());
  symlinkSync(path.join(siteDir, 'node_modules'), path.join(copyDir, 'node_modules'), 'dir');
}

/** easyops's index files in a build: search-index*.json at the build's root. */
export function easyopsIndexFiles(outDir: string): string[] {
  return readdirSync(outDir)
    .filter((name) => /^search-index.*\.json$/.test(name))
    .sort()
    .map((name) => path.join(outDir, name));
}

/** Where easyops writes its build-time constants (generated-constants.js). */
export function easyopsGeneratedDir(copyDir: string): string {
  return path.join(copyDir, '.docusaurus', '@easyops-cn', 'docusaurus-search-local', 'default');
}

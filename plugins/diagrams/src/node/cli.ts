/**
 * `npm run diagrams [-- --force]`: draws every ```mermaid fence of docs/ and blog/ in both colour
 * modes with the installed Mermaid in Debian's Chromium, writes the renders the content lacks
 * into diagrams/ (content-hashed names) and removes the renders no diagram uses any more.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { findMermaidFences } from './fences';
import { accessibleName } from './label';
import { planRenders, type DiagramUse } from './plan';
import { DiagramRenderer } from './render';
import { CONTENT_DIRS, DIAGRAMS_DIR, RENDER_SETTINGS } from './settings';
import { currentRenderKey, renderPaths } from './store';
import { toStoredSvg } from './svgRender';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const MARKDOWN_FILE = /\.mdx?$/;

function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && MARKDOWN_FILE.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

function diagramUses(root: string): DiagramUse[] {
  return CONTENT_DIRS.flatMap((dir) => markdownFiles(path.join(root, dir))).flatMap((file) =>
    findMermaidFences(readFileSync(file, 'utf8')).map((fence) => ({
      ...fence,
      file: path.relative(root, file).split(path.sep).join('/'),
    })),
  );
}

/** Chinese labels are measured with Noto Sans CJK: without it Chromium measures other glyphs. */
function requireCjkFont(): void {
  const found = execFileSync('fc-list', [':family=Noto Sans CJK SC', 'family'], { encoding: 'utf8' });
  if (!found.trim())
    throw new Error('Noto Sans CJK SC is not installed: apt-get install -y fonts-noto-cjk, then run again');
}

async function main(): Promise<number> {
  const started = performance.now();
  const root = process.cwd();
  const force = process.argv.includes('--force');
  const dir = path.join(root, DIAGRAMS_DIR);
  mkdirSync(dir, { recursive: true });
  const uses = diagramUses(root);
  const plan = planRenders(uses, readdirSync(dir), currentRenderKey(), force);

  const failures: string[] = [];
  let drawn = 0;
  if (plan.toRender.length > 0) {
    requireCjkFont();
    const renderer = await DiagramRenderer.open(CHROMIUM);
    try {
      for (const hash of plan.toRender) {
        const where = plan.used.get(hash)!;
        const outcome = await renderer.render(`mermaid-${hash}`, where[0]!.source, RENDER_SETTINGS);
        if (!outcome.ok) {
          for (const use of where)
            failures.push(`${use.file}:${use.line}: Mermaid cannot render this diagram: ${outcome.error}`);
          continue;
        }
        const label = accessibleName(outcome.render);
        const files = renderPaths(root, hash);
        writeFileSync(files.light, toStoredSvg(outcome.render.svg.light, label, 'light'));
        writeFileSync(files.dark, toStoredSvg(outcome.render.svg.dark, label, 'dark'));
        drawn++;
      }
    } finally {
      await renderer.close();
    }
  }
  for (const name of plan.unused) rmSync(path.join(dir, name));

  const files = new Set(uses.map((use) => use.file)).size;
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `diagrams: ${uses.length} Mermaid diagrams in ${files} files (${plan.used.size} distinct), ` +
      `${drawn} drawn, ${plan.used.size - plan.toRender.length} already drawn, ` +
      `${plan.unused.length} unused renders removed, ${failures.length} failed, ${seconds} s`,
  );
  for (const failure of failures) console.error(failure);
  return failures.length > 0 ? 1 : 0;
}

process.exitCode = await main();

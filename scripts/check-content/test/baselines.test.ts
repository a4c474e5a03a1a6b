import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runCheck } from '../check';
import { page, pageWith } from './pages';

let root: string;
let baselineDir: string;

beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'check-content-baselines-'));
  baselineDir = path.join(root, 'baselines');
  await mkdir(path.join(root, 'docs/a'), { recursive: true });
  await mkdir(baselineDir);
  await writeFile(
    path.join(root, 'docs/tags.yml'),
    'javascript:\n  label: javascript\n  permalink: /javascript\n',
  );
});

afterEach(() => rm(root, { recursive: true, force: true }));

const write = (file: string, source: string) => writeFile(path.join(root, 'docs/a', file), source);
const writeBaseline = (rule: string, data: Record<string, number>) =>
  writeFile(path.join(baselineDir, `${rule}.json`), JSON.stringify(data));
const readBaseline = async (rule: string) =>
  JSON.parse(await readFile(path.join(baselineDir, `${rule}.json`), 'utf8')) as Record<string, number>;
const check = (options: { updateBaselines?: boolean; newBaselines?: string[]; targets?: string[] } = {}) =>
  runCheck({
    root,
    targets: options.targets ?? ['docs/a'],
    cacheFile: path.join(root, '.cache.json'),
    baselineDir,
    ...options,
    // The fixture pages share a title and text on purpose: only these rules matter here.
  }).then((report) =>
    report.findings.filter((f) => ['references', 'stock-phrases', 'baseline'].includes(f.rule)),
  );

describe('shrinking baselines', () => {
  it('hide a listed page’s findings, and only as many as listed', async () => {
    await write('listed.md', page({ references: '' }));
    await write('twice.md', pageWith('划重点，再划重点：敲黑板。', { references: '' }));
    await writeBaseline('references', { 'docs/a/listed.md': 1, 'docs/a/twice.md': 1 });
    await writeBaseline('stock-phrases', { 'docs/a/twice.md': 1 });
    const findings = await check();
    expect(findings.map((f) => [f.file, f.rule])).toEqual([
      ['docs/a/twice.md', 'stock-phrases'],
      ['docs/a/twice.md', 'stock-phrases'],
    ]);
  });

  it('fail when a listed page complies now or is gone, naming the file to edit', async () => {
    await write('fixed.md', page());
    await writeBaseline('references', {
      'docs/a/fixed.md': 1,
      'docs/a/deleted.md': 1,
      'docs/b/elsewhere.md': 1,
    });
    const findings = await check();
    expect(findings.map((f) => [f.file, f.rule])).toEqual([
      ['docs/a/deleted.md', 'baseline'],
      ['docs/a/fixed.md', 'baseline'],
    ]);
    expect(findings[1]!.message).toContain('remove it from baselines/references.json');
  });

  it('--update-baselines only removes or lowers entries', async () => {
    await write('fixed.md', page());
    await write('new.md', page({ references: '' }));
    await write('still.md', page({ references: '' }));
    await writeBaseline('references', {
      'docs/a/fixed.md': 1,
      'docs/a/still.md': 1,
      'docs/b/elsewhere.md': 1,
    });
    const findings = await check({ updateBaselines: true });
    expect(await readBaseline('references')).toEqual({ 'docs/a/still.md': 1, 'docs/b/elsewhere.md': 1 });
    expect(findings.map((f) => [f.file, f.rule])).toEqual([['docs/a/new.md', 'references']]);
  });

  it('a new baseline is written once, never over an existing one', async () => {
    await write('missing.md', page({ references: '' }));
    expect(await check({ newBaselines: ['references'] })).toEqual([]);
    expect(await readBaseline('references')).toEqual({ 'docs/a/missing.md': 1 });
    await expect(check({ newBaselines: ['references'] })).rejects.toThrow(/can only shrink/);
  });
});

import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCheck } from '../check';
import { ruleCases } from './cases';
import { repoWorkDir } from './workDir';

let root: string;
let workDir: string;

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'check-content-fixtures-'));
  workDir = await repoWorkDir();
  await mkdir(path.join(root, 'docs'), { recursive: true });
  await writeFile(
    path.join(root, 'docs/tags.yml'),
    'javascript:\n  label: javascript\n  permalink: /javascript\n',
  );
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
  await rm(workDir, { recursive: true, force: true });
});

async function check(name: string, files: Record<string, string>) {
  const dir = path.join(root, 'docs', name);
  await mkdir(dir, { recursive: true });
  await Promise.all(Object.entries(files).map(([file, source]) => writeFile(path.join(dir, file), source)));
  const report = await runCheck({
    root,
    targets: [`docs/${name}`],
    cacheFile: path.join(root, '.cache.json'),
    workDir,
  });
  return report.findings;
}

describe.each(ruleCases)('rule $rule', ({ rule, pass, fail }) => {
  it('passes its passing page', async () => {
    const findings = await check(`${rule}-pass`, pass);
    expect(findings.filter((finding) => finding.rule === rule)).toEqual([]);
  });

  it('fails its failing page, naming file and line', async () => {
    const findings = (await check(`${rule}-fail`, fail)).filter((finding) => finding.rule === rule);
    expect(findings.length).toBeGreaterThan(0);
    for (const finding of findings) {
      expect(finding.file).toMatch(new RegExp(`^docs/${rule}-fail(/|$)`));
      expect(finding.line).toBeGreaterThan(0);
    }
  });
});

it('the good page passes every rule at once', async () => {
  const findings = await check('all-good', ruleCases[0]!.pass);
  expect(findings).toEqual([]);
});

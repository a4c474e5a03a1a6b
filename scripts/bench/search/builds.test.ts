import { mkdtempSync, rmSync, utimesSync, writeFileSync, mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { EASYOPS_OPTIONS, easyopsConfigSource, isBuildFresh, newestMtime } from './builds';

describe('isBuildFresh', () => {
  it('needs a build at least as new as the newest source', () => {
    expect(isBuildFresh(undefined, 0)).toBe(false);
    expect(isBuildFresh(100, 200)).toBe(false);
    expect(isBuildFresh(200, 200)).toBe(true);
    expect(isBuildFresh(300, 200)).toBe(true);
  });
});

describe('newestMtime', () => {
  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('finds the newest file under folders, skipping node_modules and missing paths', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-search-mtime-'));
    dirs.push(dir);
    mkdirSync(path.join(dir, 'docs', 'deep'), { recursive: true });
    mkdirSync(path.join(dir, 'docs', 'node_modules'));
    const old = path.join(dir, 'docs', 'a.md');
    const newer = path.join(dir, 'docs', 'deep', 'b.md');
    const ignored = path.join(dir, 'docs', 'node_modules', 'c.js');
    for (const file of [old, newer, ignored]) writeFileSync(file, 'x');
    utimesSync(old, 1_000, 1_000);
    utimesSync(newer, 2_000, 2_000);
    utimesSync(ignored, 9_000, 9_000);
    for (const folder of ['docs', 'docs/deep', 'docs/node_modules'])
      utimesSync(path.join(dir, folder), 500, 500);
    expect(newestMtime([path.join(dir, 'docs'), path.join(dir, 'missing')])).toBe(2_000_000);
    expect(newestMtime([path.join(dir, 'missing')])).toBe(0);
  });
});

describe('easyopsConfigSource', () => {
  it('drops our plugin, fails when it is not found, and adds easyops with the Chinese options', () => {
    const source = easyopsConfigSource();
    expect(source).toContain("from './docusaurus.base.config'");
    expect(source).toMatch(/filter\(\(entry\) => !isOurSearch\(entry\)\)/);
    expect(source).toContain('throw new Error');
    expect(source).toContain(`['@easyops-cn/docusaurus-search-local', ${JSON.stringify(EASYOPS_OPTIONS)}]`);
    expect(EASYOPS_OPTIONS).toMatchObject({ language: ['en', 'zh'], hashed: true, indexBlog: true });
  });
});

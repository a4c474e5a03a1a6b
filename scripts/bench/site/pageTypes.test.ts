import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { findCategoryPage, mermaidDocPaths, pageTypeIds, resolvePageTypes } from './pageTypes';

let siteDir: string;

function write(relative: string, text: string): void {
  const file = path.join(siteDir, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
}

function doc(id: string, source: string, permalink: string, body: string): void {
  write(`docs/${source}`, body);
  write(
    `.docusaurus/docusaurus-plugin-content-docs/default/site-docs-${id}.json`,
    JSON.stringify({ source: `@site/docs/${source}`, permalink }),
  );
}

beforeEach(() => {
  siteDir = mkdtempSync(path.join(tmpdir(), 'bench-site-'));
  doc(
    'closure',
    'JavaScript/04-闭包.md',
    '/docs/JavaScript/核心概念/闭包',
    '## 流程\n\n```mermaid\ngraph TD\n```\n',
  );
  doc('docker', 'Docker/Dockerfile.md', '/docs/Docker/Dockerfile', '```mermaid\nflowchart LR\n```\n');
  doc('plain', 'Vue/a.md', '/docs/Vue/a', 'Mentions ```mermaid inline only.\n\n```js\n1\n```\n');
  write('build/docs/category/vue-3.html', '');
  write('build/docs/category/c-primer-plus.html', '');
  write('build/index.html', '');
});

afterEach(() => rmSync(siteDir, { recursive: true, force: true }));

describe('page discovery', () => {
  it('finds the docs whose Markdown has a mermaid fence, sorted by permalink', () => {
    expect(mermaidDocPaths(siteDir)).toEqual(['/docs/Docker/Dockerfile', '/docs/JavaScript/核心概念/闭包']);
  });

  it('takes the first category page of the build', () => {
    expect(findCategoryPage(path.join(siteDir, 'build'))).toBe('/docs/category/c-primer-plus');
  });

  it('resolves every page type, marking each page with a diagram as a Mermaid user', () => {
    const pages = resolvePageTypes(siteDir);
    expect(pages.map((page) => page.id)).toEqual(pageTypeIds);
    const byId = Object.fromEntries(pages.map((page) => [page.id, page]));
    expect(byId.docMermaid).toMatchObject({ path: '/docs/Docker/Dockerfile', uses: ['mermaid'] });
    expect(byId.doc?.uses).toEqual(['mermaid']);
    expect(byId.home?.uses).toEqual([]);
    expect(byId.search).toMatchObject({ path: '/search', uses: ['searchEngine'] });
    expect(byId.searchResults).toMatchObject({ path: '/search?q=闭包', uses: ['searchEngine'] });
    expect(byId.notFound?.status).toBe(404);
  });

  it('keeps only the requested page types', () => {
    expect(resolvePageTypes(siteDir, ['blogList', 'tag']).map((page) => page.id)).toEqual([
      'tag',
      'blogList',
    ]);
  });

  it('says to build first when the docs metadata is missing', () => {
    rmSync(path.join(siteDir, '.docusaurus'), { recursive: true });
    expect(() => mermaidDocPaths(siteDir)).toThrow(/build the site first/);
  });
});

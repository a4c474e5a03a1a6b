import { describe, expect, it } from 'vitest';
import { blogRoute, docRoute, sitemapPaths, stripNumberPrefix } from './siteRoutes';

describe('sitemapPaths', () => {
  it('reads every <loc> as a decoded path', () => {
    const xml =
      '<?xml version="1.0"?><urlset><url><loc>https://x.io/docs/JavaScript/%E6%A0%B8%E5%BF%83%E6%A6%82%E5%BF%B5/%E9%97%AD%E5%8C%85</loc></url>' +
      '<url><loc>https://x.io/docs/React/React%20Hooks/useRef/</loc></url><url><loc>https://x.io/</loc></url></urlset>';
    expect([...sitemapPaths(xml)]).toEqual([
      '/docs/JavaScript/核心概念/闭包',
      '/docs/React/React Hooks/useRef',
      '/',
    ]);
  });
});

describe('stripNumberPrefix', () => {
  it('drops ordering prefixes', () => {
    expect(stripNumberPrefix('01-闭包')).toBe('闭包');
    expect(stripNumberPrefix('04-Map 与 Set')).toBe('Map 与 Set');
    expect(stripNumberPrefix('3. intro')).toBe('intro');
  });

  it('keeps names that only start with digits, and date- or version-like names', () => {
    expect(stripNumberPrefix('03章-2 Virtual DOM 模型')).toBe('03章-2 Virtual DOM 模型');
    expect(stripNumberPrefix('2025-01-05-welcome')).toBe('2025-01-05-welcome');
    expect(stripNumberPrefix('7.0-notes')).toBe('7.0-notes');
    expect(stripNumberPrefix('intro')).toBe('intro');
  });
});

describe('docRoute', () => {
  it('drops number prefixes from folders and the file', () => {
    expect(docRoute('JavaScript/核心概念/04-闭包.md', {})).toBe('/docs/JavaScript/核心概念/闭包');
    expect(docRoute('React/React Hooks/02-useEffect.md', {})).toBe('/docs/React/React Hooks/useEffect');
  });

  it('honours absolute and relative slugs and ids', () => {
    expect(docRoute('React/00-总览.md', { slug: '/react' })).toBe('/docs/react');
    expect(docRoute('Tutorial/basics/create-a-blog-post.md', { slug: 'welcome' })).toBe(
      '/docs/Tutorial/basics/welcome',
    );
    expect(docRoute('TypeScript/01-数据类型.md', { id: 'types' })).toBe('/docs/TypeScript/types');
  });

  it('maps index files and files named after their folder to the folder', () => {
    expect(docRoute('Guide/index.md', {})).toBe('/docs/Guide');
    expect(docRoute('Guide/Guide.mdx', {})).toBe('/docs/Guide');
  });
});

describe('blogRoute', () => {
  it('uses the slug, else the date and name', () => {
    expect(blogRoute('2025-02-20-long-blog-post.md', { slug: 'long-blog-post' })).toBe(
      '/blog/long-blog-post',
    );
    expect(blogRoute('2025-01-05-welcome/index.md', {})).toBe('/blog/2025/01/05/welcome');
    expect(blogRoute('2024-12-31-last.mdx', {})).toBe('/blog/2024/12/31/last');
  });
});

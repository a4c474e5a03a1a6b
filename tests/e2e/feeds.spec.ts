import { expect, test } from './fixtures';
import { blogPosts } from './routes';

for (const feed of [
  { path: '/blog/rss.xml', root: 'rss', item: 'item' },
  { path: '/blog/atom.xml', root: 'feed', item: 'entry' },
]) {
  test(`${feed.path} parses as XML and lists the four posts`, async ({ page, request }) => {
    const response = await request.get(feed.path);
    expect(response.status()).toBe(200);
    const xml = await response.text();
    await page.goto('/');
    const parsed = await page.evaluate(
      ({ xml, item }) => {
        const document = new DOMParser().parseFromString(xml, 'application/xml');
        return {
          error: document.querySelector('parsererror')?.textContent ?? null,
          root: document.documentElement.localName,
          links: Array.from(document.getElementsByTagName(item)).map((node) => {
            const link = node.getElementsByTagName('link')[0];
            return link?.getAttribute('href') ?? link?.textContent ?? '';
          }),
        };
      },
      { xml, item: feed.item },
    );
    expect(parsed.error).toBeNull();
    expect(parsed.root).toBe(feed.root);
    for (const post of blogPosts)
      expect(parsed.links.some((link) => link.endsWith(`/blog/${post}`))).toBe(true);
  });
}

import { expect, openHydrated, test } from './fixtures';

/**
 * plugins/route-scripts: a page's HTML lists the route chunks it needs to hydrate, so they download
 * beside `main` instead of after it has run, and each is fetched once.
 */

for (const path of ['/docs/JavaScript/核心概念/闭包', '/search', '/blog']) {
  test(`${path} lists the chunks it hydrates with, and fetches each once`, async ({ page }) => {
    const fetched: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/assets/js/')) fetched.push(url.pathname);
    });
    // Read from the served HTML: webpack removes a chunk's script element once the chunk has run.
    const html = await (await page.request.get(path)).text();
    const listed = Array.from(html.matchAll(/<script src=([^ >]+) defer>/g), (match) => match[1]!);
    await openHydrated(page, path);
    const chunks = listed.filter((src) => !/\/(runtime~main|main)\.[0-9a-f]+\.js$/.test(src));
    expect(chunks.length, listed.join(' ')).toBeGreaterThan(0);
    for (const src of listed)
      expect(
        fetched.filter((url) => url === src),
        src,
      ).toHaveLength(1);
  });
}

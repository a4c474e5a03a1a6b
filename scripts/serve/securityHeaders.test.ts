import { describe, expect, it } from 'vitest';
import { inlineExecutableScripts, scriptHash } from './inlineScripts';
import { contentSecurityPolicy, nginxSecurityHeaders, securityHeaders } from './securityHeaders';

describe('inlineExecutableScripts', () => {
  it('keeps inline JavaScript and skips external, JSON-LD and other data scripts', () => {
    const html = [
      '<script>a()</script>',
      '<script src=/assets/js/main.js defer></script>',
      '<script data-rh=true type=application/ld+json>{"@type":"X"}</script>',
      '<SCRIPT type="module">b()</SCRIPT>',
      "<script type='text/javascript'>c()</script >",
      '<script type="text/template"><p>x</p></script>',
      '<script data-src="x">d()</script>',
    ].join('\n');
    expect(inlineExecutableScripts(html)).toEqual(['a()', 'b()', 'c()', 'd()']);
  });

  it('hashes the exact body as CSP does', () => {
    // Known value: printf 'alert(1)' | openssl dgst -sha256 -binary | base64
    expect(scriptHash('alert(1)')).toBe('sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI=');
  });
});

describe('contentSecurityPolicy', () => {
  it('allows only the site and the hashed inline scripts in local mode', () => {
    const policy = contentSecurityPolicy({ scriptHashes: ['sha256-abc='], algoliaAppId: null });
    expect(policy).toContain("script-src 'self' 'sha256-abc='");
    expect(policy).toContain("connect-src 'self';");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(policy).not.toContain('https:');
  });

  it('adds the Algolia hosts to connect-src in hosted mode and rejects odd app ids', () => {
    const policy = contentSecurityPolicy({ scriptHashes: [], algoliaAppId: 'ABC123' });
    expect(policy).toContain(
      "connect-src 'self' https://abc123-dsn.algolia.net https://*.algolia.net https://*.algolianet.com",
    );
    expect(() => contentSecurityPolicy({ scriptHashes: [], algoliaAppId: 'x; script-src *' })).toThrow();
  });

  it('renders the same headers as nginx add_header lines sent on every status', () => {
    const conf = nginxSecurityHeaders(securityHeaders({ scriptHashes: ['sha256-abc='], algoliaAppId: null }));
    expect(conf).toContain(`add_header X-Content-Type-Options "nosniff" always;`);
    expect(conf).toContain(
      `add_header Content-Security-Policy "default-src 'self'; script-src 'self' 'sha256-abc='`,
    );
    expect(conf.match(/ always;$/gm)).toHaveLength(5);
  });
});

import { describe, expect, it } from 'vitest';
import { CLIENT_HIGHLIGHTER, PRISM_CLIENT_MODULE } from './index';

describe('what the plugin replaces', () => {
  it('matches theme-classic’s Prism client module but not the swizzlable theme function', () => {
    expect(
      PRISM_CLIENT_MODULE.test('/s/node_modules/@docusaurus/theme-classic/lib/prism-include-languages'),
    ).toBe(true);
    expect(
      PRISM_CLIENT_MODULE.test('/s/node_modules/@docusaurus/theme-classic/lib/prism-include-languages.js'),
    ).toBe(true);
    expect(
      PRISM_CLIENT_MODULE.test(
        '/s/node_modules/@docusaurus/theme-classic/lib/theme/prism-include-languages.js',
      ),
    ).toBe(false);
  });

  it('matches the lazy highlighter module and not its server stand-in', () => {
    const client = '/s/plugins/code-blocks/src/client';
    expect(CLIENT_HIGHLIGHTER.test(`${client}/highlighter.tsx`)).toBe(true);
    expect(CLIENT_HIGHLIGHTER.test(`${client}/highlighterOnServer.tsx`)).toBe(false);
  });
});

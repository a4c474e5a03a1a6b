import { describe, expect, it } from 'vitest';
import { VERSION_NOTICE_MODULES, versionNoticesUnused } from './versionNotices';

describe('versionNoticesUnused', () => {
  it('is true only when no version has a banner or a badge', () => {
    expect(versionNoticesUnused([{ banner: null, badge: false }])).toBe(true);
    expect(
      versionNoticesUnused([
        { banner: null, badge: false },
        { banner: 'unmaintained', badge: false },
      ]),
    ).toBe(false);
    expect(versionNoticesUnused([{ banner: null, badge: true }])).toBe(false);
    expect(() => versionNoticesUnused([])).toThrow(/no version/);
  });
});

describe('VERSION_NOTICE_MODULES', () => {
  it("matches theme-classic's banner and badge, not our files or other theme components", () => {
    const theme = '/site/node_modules/@docusaurus/theme-classic/lib/theme';
    expect(VERSION_NOTICE_MODULES.test(`${theme}/DocVersionBanner/index.js`)).toBe(true);
    expect(VERSION_NOTICE_MODULES.test(`${theme}/DocVersionBadge/index.js`)).toBe(true);
    expect(VERSION_NOTICE_MODULES.test(`${theme}/DocVersionRoot/index.js`)).toBe(false);
    expect(VERSION_NOTICE_MODULES.test('/site/src/theme/DocVersionBanner/index.tsx')).toBe(false);
  });
});

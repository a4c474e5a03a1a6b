import { describe, expect, it } from 'vitest';
import { defaultOptions, parseOptions } from './options';
import { pageTypeIds } from './pageTypes';

describe('parseOptions', () => {
  it('runs everything by default', () => {
    expect(parseOptions([], pageTypeIds)).toEqual(defaultOptions);
  });

  it('reads skip switches and valued flags, with a space or "="', () => {
    const options = parseOptions(
      ['--skip-build-compare', '--skip-axe', '--runs', '1', '--port=3510', '--pages', 'home,doc'],
      pageTypeIds,
    );
    expect(options).toMatchObject({
      skipBuild: false,
      skipBuildCompare: true,
      skipAxe: true,
      lighthouseRuns: 1,
      port: 3510,
      pages: ['home', 'doc'],
    });
  });

  it('rejects unknown flags, unknown page types and bad numbers', () => {
    expect(() => parseOptions(['--fast'], pageTypeIds)).toThrow(/unknown flag --fast/);
    expect(() => parseOptions(['--pages', 'home,faq'], pageTypeIds)).toThrow(/unknown: faq/);
    expect(() => parseOptions(['--runs', '0'], pageTypeIds)).toThrow(/positive integer/);
    expect(() => parseOptions(['--port'], pageTypeIds)).toThrow(/positive integer/);
  });
});

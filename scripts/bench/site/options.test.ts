import { describe, expect, it } from 'vitest';
import { defaultOptions, parseOptions } from './options';

describe('parseOptions', () => {
  it('runs everything by default', () => {
    expect(parseOptions([])).toEqual(defaultOptions);
  });

  it('reads skip switches and valued flags, with a space or "="', () => {
    const options = parseOptions([
      '--skip-build-compare',
      '--skip-axe',
      '--runs',
      '1',
      '--port=3510',
      '--pages',
      'home,doc',
      '-h',
    ]);
    expect(options).toMatchObject({
      help: true,
      skipBuild: false,
      skipBuildCompare: true,
      skipAxe: true,
      lighthouseRuns: 1,
      port: 3510,
      pages: ['home', 'doc'],
    });
  });

  it('rejects unknown flags, unknown page types and bad numbers', () => {
    expect(() => parseOptions(['--fast'])).toThrow(/Unknown option '--fast'/);
    expect(() => parseOptions(['--pages', 'home,faq'])).toThrow(/unknown: faq/);
    expect(() => parseOptions(['--pages='])).toThrow(/--pages takes some of home,doc/);
    expect(() => parseOptions(['--runs', '0'])).toThrow(/--runs needs a positive integer/);
    expect(() => parseOptions(['--port', 'x'])).toThrow(/--port needs a positive integer/);
    expect(() => parseOptions(['--port'])).toThrow(/argument missing/);
  });
});

import { describe, expect, it } from 'vitest';
import { marksScript } from './coldRun';

describe('marksScript', () => {
  it('is valid script text with the selector embedded as a string literal', () => {
    const script = marksScript('.navbar__search [role="option"]');
    expect(() => new Function(script)).not.toThrow();
    expect(script).toContain('const selector = ".navbar__search [role=\\"option\\"]";');
    expect(script).not.toContain('__name');
  });
});

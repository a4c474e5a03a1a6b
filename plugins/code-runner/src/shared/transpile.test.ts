import { describe, expect, it } from 'vitest';
import { toRunnableJavaScript, withoutExports } from './transpile';

describe('toRunnableJavaScript', () => {
  it('erases types and keeps the program as written', async () => {
    const code = [
      'interface Point { x: number; y: number }',
      'type Id = string | number;',
      'const p: Point = { x: 1, y: 2 };',
      'function show<T>(value: T): T { return value; }',
      'const id = show<Id>(7) as number;',
      'class Box { constructor(private readonly value: number) {} get double(): number { return this.value * 2; } }',
      'console.log(p, id, new Box(2).double!);',
    ].join('\n');
    const js = await toRunnableJavaScript(code, 'ts');
    expect(js).not.toMatch(/interface|type Id|: Point|<Id>|as number|private readonly/);
    const logged: unknown[][] = [];
    new Function('console', js)({ log: (...args: unknown[]) => logged.push(args) });
    expect(logged).toEqual([[{ x: 1, y: 2 }, 7, 4]]);
  });

  it('compiles enums to objects', async () => {
    const js = await toRunnableJavaScript('enum Colour { Red, Green }\nconsole.log(Colour.Green);', 'ts');
    const logged: unknown[] = [];
    new Function('console', js)({ log: (value: unknown) => logged.push(value) });
    expect(logged).toEqual([1]);
  });

  it('leaves JavaScript untouched', async () => {
    const code = 'const a = 1; // : number\nconsole.log(a);';
    expect(await toRunnableJavaScript(code, 'js')).toBe(code);
  });
});

describe('withoutExports', () => {
  it('turns exported declarations into plain ones and drops export lists', () => {
    expect(
      withoutExports('export const a = 1;\nexport default function f() {}\nexport { a };\nconsole.log(a);'),
    ).toBe('const a = 1;\nfunction f() {}\n\nconsole.log(a);');
    expect(withoutExports('export async function g() {}\nexport class C {}')).toBe(
      'async function g() {}\nclass C {}',
    );
  });
});

/** Languages the runner transpiles before running (types erased; type errors are the checker's job). */
export function isTypeScript(language: string | undefined): boolean {
  return language === 'ts' || language === 'typescript';
}

/**
 * What the worker runs: plain JavaScript as it is; TypeScript with its types erased by sucrase
 * (loaded on first use). ES syntax is kept as written, as Node would run it.
 */
export async function toRunnableJavaScript(code: string, language: string | undefined): Promise<string> {
  if (!isTypeScript(language)) return code;
  const { transform } = await import('sucrase');
  return transform(code, { transforms: ['typescript'], disableESTransforms: true }).code;
}

/**
 * A module's exports as plain declarations, so the program runs as a function body: `export const
 * a` → `const a`, `export default function f` → `function f`, `export { a };` dropped.
 */
export function withoutExports(code: string): string {
  return code
    .replace(/^(\s*)export\s+(?:default\s+)?(?=(?:async\s+)?function\b|class\b|const\b|let\b|var\b)/gm, '$1')
    .replace(/^\s*export\s*\{[^}]*\}\s*;?\s*$/gm, '');
}

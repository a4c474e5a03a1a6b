/** Which verifier checks a fence language; languages not listed are counted, not checked. */
export type Verifier = 'ts' | 'js' | 'python' | 'c' | 'cpp' | 'shell' | 'json' | 'yaml' | 'vue' | 'css';

const VERIFIERS: Readonly<Record<string, Verifier>> = {
  ts: 'ts',
  typescript: 'ts',
  tsx: 'ts',
  js: 'js',
  javascript: 'js',
  jsx: 'js',
  mjs: 'js',
  cjs: 'js',
  python: 'python',
  py: 'python',
  c: 'c',
  cpp: 'cpp',
  'c++': 'cpp',
  bash: 'shell',
  sh: 'shell',
  shell: 'shell',
  json: 'json',
  yaml: 'yaml',
  yml: 'yaml',
  vue: 'vue',
  css: 'css',
};

/** Languages whose blocks can carry `run`. */
export const RUNNABLE: ReadonlySet<Verifier> = new Set(['js', 'python', 'c', 'cpp']);

export function verifierFor(lang: string): Verifier | undefined {
  return VERIFIERS[lang];
}

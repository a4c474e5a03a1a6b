import { formatWithOptions, inspect, type InspectOptions } from 'node-inspect-extracted';

/** Node's console.log formatting (no colours): `format('%s', x)`, objects as `util.inspect`. */
export function formatLogArguments(args: readonly unknown[]): string {
  return formatWithOptions({}, ...args);
}

export function formatDir(value: unknown, options: InspectOptions = {}): string {
  return inspect(value, { customInspect: false, ...options });
}

/** An uncaught error as Node ends a program with it: `Uncaught TypeError: message`. */
export function formatUncaught(error: unknown): string {
  if (error instanceof Error) return `Uncaught ${error.name}: ${error.message}`;
  return `Uncaught ${inspect(error)}`;
}

/** Indents every line by the console's group depth, as Node does. */
export function indent(text: string, depth: number): string {
  if (depth === 0) return text;
  const pad = '  '.repeat(depth);
  return text
    .split('\n')
    .map((line) => pad + line)
    .join('\n');
}

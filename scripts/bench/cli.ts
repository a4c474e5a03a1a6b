/** What the benchmarks' command lines share (each parses its flags with node:util's parseArgs). */

/** A flag's value as a whole number from 1 up; `fallback` when the flag was not given. */
export function positiveInteger(flag: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1)
    throw new Error(`--${flag} needs a positive integer, got ${value}`);
  return number;
}

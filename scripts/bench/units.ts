/** The benchmarks' one byte unit, KiB (1024 bytes), and their other number formats. */
import { gzipSync } from 'node:zlib';

export const KIB = 1024;

/** Bytes after `gzip -9`: every size the benchmarks report is of this. */
export function gzipSize(content: Buffer | string): number {
  return gzipSync(content, { level: 9 }).length;
}

/** `1536` → `1.5 KiB`. */
export function formatKiB(bytes: number): string {
  return `${(bytes / KIB).toFixed(1)} KiB`;
}

/** `2510` → `2.51 s`; under a second in ms, with two decimals under 10 ms. */
export function formatMs(ms: number): string {
  if (ms >= 1000) return `${(ms / 1000).toFixed(2)} s`;
  return `${ms < 10 ? ms.toFixed(2) : ms.toFixed(1)} ms`;
}

/** ours / theirs as "0.25×"; "n/a" when the ratio is undefined. */
export function formatRatio(ours: number, theirs: number): string {
  if (!Number.isFinite(ours) || !Number.isFinite(theirs) || theirs === 0) return 'n/a';
  return `${(ours / theirs).toFixed(2)}×`;
}

export function formatScore(value: number): string {
  return value.toFixed(3);
}

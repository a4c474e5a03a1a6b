import type { AutocannonResult } from 'autocannon';

/** One load run: one server, one path. */
export interface ServeRun {
  server: string;
  path: string;
  requestsPerSecond: number;
  p99LatencyMs: number;
  errors: number;
  /** Responses that were neither 2xx nor 3xx. */
  badStatuses: number;
  throughputMBps: number;
}

export function summarise(server: string, path: string, result: AutocannonResult): ServeRun {
  return {
    server,
    path,
    requestsPerSecond: Math.round(result.requests.average),
    p99LatencyMs: result.latency.p99,
    errors: result.errors + result.timeouts,
    badStatuses: result['1xx'] + result['4xx'] + result['5xx'],
    throughputMBps: Number((result.throughput.average / 1024 / 1024).toFixed(2)),
  };
}

/** Terminal columns a string takes: CJK characters are two wide. */
export function displayWidth(text: string): number {
  return [...text].reduce(
    (width, char) =>
      width +
      (/[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/.test(
        char,
      )
        ? 2
        : 1),
    0,
  );
}

function pad(text: string, width: number, left: boolean): string {
  const fill = ' '.repeat(Math.max(0, width - displayWidth(text)));
  return left ? text + fill : fill + text;
}

/** Paths down the side, one column group per server. */
export function sideBySide(runs: readonly ServeRun[]): string {
  const servers = [...new Set(runs.map((run) => run.server))];
  const paths = [...new Set(runs.map((run) => run.path))];
  const header = [
    'path',
    ...servers.flatMap((s) => [`${s} req/s`, `${s} p99 ms`, `${s} errors`, `${s} non-2xx/3xx`]),
  ];
  const rows = paths.map((path) => [
    decodeURI(path),
    ...servers.flatMap((server) => {
      const run = runs.find((r) => r.server === server && r.path === path);
      return run
        ? [
            String(run.requestsPerSecond),
            String(run.p99LatencyMs),
            String(run.errors),
            String(run.badStatuses),
          ]
        : ['-', '-', '-', '-'];
    }),
  ]);
  const table = [header, ...rows];
  const widths = header.map((_, column) => Math.max(...table.map((row) => displayWidth(row[column]!))));
  const line = (row: string[]): string =>
    `| ${row.map((cell, column) => pad(cell, widths[column]!, column === 0)).join(' | ')} |`;
  return [
    line(header),
    `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`,
    ...rows.map(line),
  ].join('\n');
}

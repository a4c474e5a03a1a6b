import type { AutocannonResult } from 'autocannon';
import { displayWidth, padCell } from './textWidth';

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
    `| ${row.map((cell, column) => padCell(cell, widths[column]!, column === 0 ? 'left' : 'right')).join(' | ')} |`;
  return [
    line(header),
    `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`,
    ...rows.map(line),
  ].join('\n');
}

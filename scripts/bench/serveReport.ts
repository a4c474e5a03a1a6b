import type { AutocannonResult } from 'autocannon';
import { formatTable } from './table';
import { KIB } from './units';

/** One load run: one server, one path. */
export interface ServeRun {
  server: string;
  path: string;
  requestsPerSecond: number;
  p99LatencyMs: number;
  errors: number;
  /** Responses that were neither 2xx nor 3xx. */
  badStatuses: number;
  throughputKiBps: number;
}

export function summarise(server: string, path: string, result: AutocannonResult): ServeRun {
  return {
    server,
    path,
    requestsPerSecond: Math.round(result.requests.average),
    p99LatencyMs: result.latency.p99,
    errors: result.errors + result.timeouts,
    badStatuses: result['1xx'] + result['4xx'] + result['5xx'],
    throughputKiBps: Math.round(result.throughput.average / KIB),
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
  return formatTable(header, rows, ['left', ...header.slice(1).map(() => 'right' as const)]);
}

import type { AutocannonResult } from 'autocannon';
import { describe, expect, it } from 'vitest';
import { sideBySide, summarise } from './serveReport';

const result = (average: number, p99: number, fourHundreds: number): AutocannonResult => ({
  requests: { average, p50: average, p99: average, max: average, total: average * 10, sent: average * 10 },
  latency: { average: 2, p50: 2, p99, max: p99 },
  throughput: { average: 2 * 1024 * 1024, p50: 0, p99: 0, max: 0 },
  errors: 1,
  timeouts: 2,
  '1xx': 0,
  '2xx': average * 10,
  '3xx': 0,
  '4xx': fourHundreds,
  '5xx': 0,
});

describe('the serve benchmark report', () => {
  it('counts errors with timeouts and every status that is neither 2xx nor 3xx', () => {
    expect(summarise('node', '/', result(1234.4, 9, 3))).toEqual({
      server: 'node',
      path: '/',
      requestsPerSecond: 1234,
      p99LatencyMs: 9,
      errors: 3,
      badStatuses: 3,
      throughputKiBps: 2048,
    });
  });

  it('puts the servers side by side with decoded paths, a missing run as dashes', () => {
    const table = sideBySide([
      summarise('node', '/%E6%B7%B1', result(100, 5, 0)),
      summarise('nginx', '/%E6%B7%B1', result(900, 1, 0)),
      summarise('nginx', '/', result(50, 1, 0)),
    ]);
    const lines = table.split('\n');
    expect(lines[0]).toMatch(/^\| path \| node req\/s \| .* \| nginx non-2xx\/3xx \|$/);
    expect(lines[2]).toMatch(/^\| \/深 +\| +100 \| +5 \| +3 \| +0 \| +900 \| +1 \| +3 \| +0 \|$/);
    expect(lines[3]).toMatch(/^\| \/ +\| +- \| +- \| +- \| +- \| +50 \|/);
  });
});

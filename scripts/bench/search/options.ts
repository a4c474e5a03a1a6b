/** Command-line options of `npm run bench:search` (pure). */
import { parseArgs } from 'node:util';
import { positiveInteger } from '../cli';
import { EASYOPS_DROPDOWN_LIMIT } from './browser/benchEngine';

export interface Options {
  help: boolean;
  keepEasyops: boolean;
  coldRuns: number;
  passes: number;
  easyopsPasses: number;
  easyopsLimit: number;
  oursPort: number;
  easyopsPort: number;
}

export const usage = `npm run bench:search -- [flags]
Our offline search against @easyops-cn/docusaurus-search-local on the same content: index size
(KiB of gzip -9), cold Ctrl+K → first result, warm query latency, MRR@10 and recall@10. Ports:
BENCH_SEARCH_PORT for ours (default 3401), the next one for easyops.
  --keep-easyops        keep the temporary easyops site and reuse its build while it is fresh
  --cold-runs <n>       cold Ctrl+K runs per engine (default 5)
  --passes <n>          timed passes over the query set for our engine (default 5)
  --easyops-passes <n>  the same for easyops (default 3: its slow queries take ~100× longer)
  --easyops-limit <n>   results easyops is asked for per query (default ${EASYOPS_DROPDOWN_LIMIT}, what its dropdown asks)`;

export function parseOptions(argv: readonly string[], env: Record<string, string | undefined>): Options {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      help: { type: 'boolean', short: 'h', default: false },
      'keep-easyops': { type: 'boolean', default: false },
      'cold-runs': { type: 'string' },
      passes: { type: 'string' },
      'easyops-passes': { type: 'string' },
      'easyops-limit': { type: 'string' },
    },
  });
  const oursPort = Number(env.BENCH_SEARCH_PORT ?? 3401);
  if (!Number.isInteger(oursPort) || oursPort < 1 || oursPort > 65_534)
    throw new Error('BENCH_SEARCH_PORT needs a port number');
  return {
    help: values.help,
    keepEasyops: values['keep-easyops'],
    coldRuns: positiveInteger('cold-runs', values['cold-runs'], 5),
    passes: positiveInteger('passes', values.passes, 5),
    easyopsPasses: positiveInteger('easyops-passes', values['easyops-passes'], 3),
    easyopsLimit: positiveInteger('easyops-limit', values['easyops-limit'], EASYOPS_DROPDOWN_LIMIT),
    oursPort,
    easyopsPort: oursPort + 1,
  };
}

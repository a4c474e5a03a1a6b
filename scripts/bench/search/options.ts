/**
 * Command-line options of `npm run bench:search` (pure):
 *   --keep-easyops      keep the temporary easyops site and reuse its build while it is fresh
 *   --cold-runs N       cold Ctrl+K runs per engine (default 5)
 *   --passes N          timed passes over the query set for our engine (default 5)
 *   --easyops-passes N  the same for easyops (default 3: its slow queries take ~100× longer)
 *   --easyops-limit N   results easyops is asked for per query (default 8, what its dropdown asks)
 * Ports: BENCH_SEARCH_PORT for ours (default 3401) and the next one for easyops.
 */
/** What easyops's dropdown asks its engine for per query (its `searchResultLimits` default). */
export const EASYOPS_DROPDOWN_LIMIT = 8;

export interface Options {
  keepEasyops: boolean;
  coldRuns: number;
  passes: number;
  easyopsPasses: number;
  easyopsLimit: number;
  oursPort: number;
  easyopsPort: number;
}

const COUNTED_FLAGS = ['--cold-runs', '--passes', '--easyops-passes', '--easyops-limit'] as const;

export function parseOptions(argv: readonly string[], env: Record<string, string | undefined>): Options {
  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index]!;
    if ((COUNTED_FLAGS as readonly string[]).includes(arg)) index++;
    else if (arg !== '--keep-easyops') throw new Error(`unknown option ${arg}`);
  }
  const count = (flag: (typeof COUNTED_FLAGS)[number], fallback: number) => {
    const index = argv.indexOf(flag);
    if (index === -1) return fallback;
    const value = Number(argv[index + 1]);
    if (!Number.isInteger(value) || value < 1) throw new Error(`${flag} needs a positive whole number`);
    return value;
  };
  const oursPort = Number(env.BENCH_SEARCH_PORT ?? 3401);
  if (!Number.isInteger(oursPort) || oursPort < 1 || oursPort > 65_534)
    throw new Error('BENCH_SEARCH_PORT needs a port number');
  return {
    keepEasyops: argv.includes('--keep-easyops'),
    coldRuns: count('--cold-runs', 5),
    passes: count('--passes', 5),
    easyopsPasses: count('--easyops-passes', 3),
    easyopsLimit: count('--easyops-limit', EASYOPS_DROPDOWN_LIMIT),
    oursPort,
    easyopsPort: oursPort + 1,
  };
}

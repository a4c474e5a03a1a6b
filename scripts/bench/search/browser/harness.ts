import type { BenchEngine, EngineMeasurement } from './benchEngine';

/**
 * Loads the index, runs every query once (warm-up; its results are the ranking),
 * then times `passes` more rounds of every query.
 */
export async function measure(
  engine: BenchEngine,
  queries: readonly string[],
  passes: number,
  now: () => number = () => performance.now(),
): Promise<EngineMeasurement> {
  const loadStart = now();
  await engine.load();
  const loadMs = now() - loadStart;
  const ranked: string[][] = [];
  for (const query of queries) ranked.push(engine.urls(await engine.search(query)));
  const samples: number[] = [];
  for (let pass = 0; pass < passes; pass++) {
    for (const query of queries) {
      const start = now();
      await engine.search(query);
      samples.push(now() - start);
    }
  }
  return { loadMs, ranked, samples };
}

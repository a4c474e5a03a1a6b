/** Exact pins: the framework packages whose internals the plugins patch (pure). */

/** Packages that must be pinned to one version: an upgrade is a decision (UPGRADING.md). */
export const MUST_PIN = /^(?:@docusaurus\/.+|react|react-dom|@docsearch\/.+|@rspack\/core)$/;

const EXACT = /^\d+\.\d+\.\d+(?:-[\w.]+)?$/;

/** What is wrong with the declared ranges: a must-pin package with a range, or a pin that is not what is installed. */
export function pinProblems(
  ranges: Readonly<Record<string, string>>,
  installedVersion: (name: string) => string | undefined,
): string[] {
  const problems: string[] = [];
  for (const [name, range] of Object.entries(ranges)) {
    const exact = EXACT.test(range);
    if (MUST_PIN.test(name) && !exact) problems.push(`${name}: "${range}" must be an exact version`);
    if (!exact) continue;
    const installed = installedVersion(name);
    if (installed !== range)
      problems.push(`${name}: package.json pins ${range}, ${installed ?? 'nothing'} is installed`);
  }
  return problems;
}

/** Shapes of what `npm run bench` measures and writes to bench-results/site.json. */
import type { PackageSize } from './packages';
import type { PageTypeId } from './pageTypes';

/** Code a page may load that only some page types need. */
export type ChunkKind = 'mermaid' | 'prism' | 'searchEngine' | 'searchModal';

export interface BuildTiming {
  bundler: 'rspack' | 'webpack';
  seconds: number;
  /** The machine's 1-minute load average when the build started and ended (other work skews times). */
  load?: { start: number; end: number };
}

export interface BuildComparison {
  rspack?: BuildTiming;
  webpack?: BuildTiming;
  /** webpack seconds / rspack seconds, when both ran. */
  speedup?: number;
  /** Why the webpack build failed, when it did (the run goes on with ours). */
  webpackError?: string;
}

export interface LoadedAsset {
  url: string;
  type: 'script' | 'stylesheet';
  rawBytes: number;
  gzipBytes: number;
  kinds: ChunkKind[];
}

export interface FirstVisit {
  page: PageTypeId;
  path: string;
  jsGzipBytes: number;
  cssGzipBytes: number;
  jsRawBytes: number;
  cssRawBytes: number;
  /** The browser tests' ceiling for the JS gzip of this page type (tests/e2e/budgets.ts). */
  jsCeilingKiB: number;
  assets: LoadedAsset[];
  /** Chunk kinds loaded although the page type does not use them. */
  unneeded: UnneededChunk[];
  /** The scripts' bytes by package, when the build has source maps (`npm run build:stats`). */
  packages?: PackageSize[];
}

export interface UnneededChunk {
  kind: ChunkKind;
  /** File names of the loaded scripts and stylesheets that hold it. */
  files: string[];
}

/** One Lighthouse run reduced to the figures we track (scores 0-100, times in ms). */
export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

/** An audit that did not pass, as Lighthouse words it. */
export interface AuditNote {
  id: string;
  title: string;
  score: number | null;
  displayValue?: string;
}

export interface LighthouseRun {
  figures: LighthouseFigures;
  /** Failing accessibility, best-practices and SEO audits. */
  failing: AuditNote[];
  /** Performance opportunities and diagnostics that did not pass. */
  performanceNotes: AuditNote[];
}

export interface LighthousePage {
  page: PageTypeId;
  path: string;
  runs: LighthouseRun[];
  median: LighthouseFigures;
  /** Failing non-performance audits seen in any run. */
  failing: AuditNote[];
  /** Performance notes of the run whose performance score is the median. */
  performanceNotes: AuditNote[];
}

export type AxeImpact = 'critical' | 'serious' | 'moderate' | 'minor';

export interface AxeViolation {
  id: string;
  impact: AxeImpact;
  /** Number of offending elements. */
  nodes: number;
  /** A few offending elements' selectors, to find them. */
  targets: string[];
}

export type ColourMode = 'light' | 'dark';

export interface AxeScan {
  /** A page type, or `mobileSidebar` / `searchModal`. */
  scenario: string;
  path: string;
  mode: ColourMode;
  violations: AxeViolation[];
}

export interface SiteBenchResults {
  startedAt: string;
  finishedAt: string;
  server: { command: string };
  /** The page measured for each page type. */
  pages: { id: PageTypeId; path: string }[];
  build?: BuildComparison;
  firstVisit?: FirstVisit[];
  lighthouse?: LighthousePage[];
  axe?: AxeScan[];
}

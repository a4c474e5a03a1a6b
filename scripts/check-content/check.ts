import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import type { RunnerBlocker } from '../../plugins/code-runner/src/shared/classify';
import { DIAGRAMS_DIR } from '../../plugins/diagrams/src/node/settings';
import { currentRenderKey, hasRenders } from '../../plugins/diagrams/src/node/store';
import {
  applyBaselines,
  baselineFile,
  loadBaselines,
  newBaseline,
  shrinkBaseline,
  writeBaseline,
} from './baselines';
import { hashKey, ResultCache } from './cache';
import { verifierFor, type Verifier } from './languages';
import { FrontMatterError, findPages, loadPage, CONTENT_ROOTS } from './pages';
import type { RuleContext } from './rules/context';
import { checkDanglingReferences } from './rules/danglingReference';
import { checkDiagramRenders } from './rules/diagrams';
import { checkFences, isExempt, isOutputBlock, isRun } from './rules/fences';
import { checkFrontMatter } from './rules/frontMatter';
import { scanInterviewQuestions } from './rules/interview';
import { checkLinksAndImages } from './rules/links';
import { checkLiunxInProse } from './rules/liunxInProse';
import { checkEmphasisRenders, checkMdxCompiles } from './rules/mdx';
import { checkReferences, needsReferences, referencesSection } from './rules/references';
import { checkDuplicateTitles, checkNearDuplicates, median } from './rules/site';
import { checkStockPhrases } from './rules/stockPhrases';
import { checkPlaceholders, checkStructure, isLanding, proseHanCount } from './rules/structure';
import { checkSummaryBullets } from './rules/summaryBullets';
import { checkTestFences, isTestBlock, TEST_LANGUAGES } from './rules/testBlocks';
import { runnerVerdict } from './runnerVerdict';
import { closingShare } from './stats';
import { timed } from './timings';
import type { Finding, Page } from './types';
import { verifyBlock } from './verify/languages';
import { mapLimit } from './verify/process';
import { runTestBlocks, testRuntimeVersions } from './verify/testBlocks';
import { checkTypeScriptBlocks } from './verify/typescript';
import { checkVueTypes, vueTscVersions } from './verify/vueTypes';
import type { CodeJob, CodeResult } from './verify/types';

export const MAX_EXEMPT_RATIO = 0.1;

export interface CheckOptions {
  root: string;
  /** Files or folders to check; empty means the whole site (and enables site-wide rules). */
  targets: readonly string[];
  cacheFile?: string;
  /** Scratch folder for block files; inside the repository so packages resolve. */
  workDir?: string;
  /** Folder of the shrinking baselines (`<rule>.json`); defaults to this checker's `baselines/`. */
  baselineDir?: string;
  /** Lower the baselines to what this run found (never raising or adding an entry). */
  updateBaselines?: boolean;
  /** Write a first baseline for these rules from what this run found (the file must not exist). */
  newBaselines?: readonly string[];
}

export interface CheckReport {
  findings: Finding[];
  pages: number;
  medianHan: number;
  /** Median share of prose in closing sections (常见坑/常见问题/面试题/小结), in percent. */
  closingSharePercent: number;
  /** Doc pages that have a `## 参考` section, and doc pages that need one. */
  withReferences: number;
  needReferences: number;
  verified: Partial<Record<Verifier, number>>;
  exempted: Partial<Record<Verifier, number>>;
  unchecked: number;
  mermaid: number;
  questions: number;
  /** `test` blocks run with Vitest. */
  testBlocks: number;
  /** The code runner's verdicts (plugins/code-runner): samples readers can run in the page, and why the others cannot. */
  runner: Partial<Record<'browser' | RunnerBlocker, number>>;
  fromCache: number;
}

function loadTagKeys(file: string): Set<string> {
  if (!existsSync(file)) return new Set();
  return new Set(
    Object.keys((parseYaml(readFileSync(file, 'utf8')) as Record<string, unknown> | null) ?? {}),
  );
}

function increment(counts: Partial<Record<Verifier, number>>, key: Verifier): void {
  counts[key] = (counts[key] ?? 0) + 1;
}

function collectJobs(page: Page): CodeJob[] {
  const jobs: CodeJob[] = [];
  page.fences.forEach((fence, index) => {
    const verifier = verifierFor(fence.lang);
    if (!verifier || isExempt(fence) || !fence.closed) return;
    const run = isRun(fence);
    const next = page.fences[index + 1];
    const expectedOutput = run && isOutputBlock(next) ? next!.code : undefined;
    jobs.push({
      key: hashKey(verifier, fence.lang, String(run), fence.code, expectedOutput ?? ''),
      verifier,
      lang: fence.lang,
      code: fence.code,
      run,
      expectedOutput,
      file: page.file,
      line: fence.line,
    });
  });
  return jobs;
}

/** `test` blocks, run as Vitest tests (their ts/tsx type check is a TS job like any other). */
function collectTestJobs(page: Page): CodeJob[] {
  return page.fences
    .filter(
      (fence) => isTestBlock(fence) && TEST_LANGUAGES.has(fence.lang) && !isExempt(fence) && fence.closed,
    )
    .map((fence) => ({
      key: hashKey('test', fence.lang, fence.code, testRuntimeVersions()),
      verifier: verifierFor(fence.lang)!,
      lang: fence.lang,
      code: fence.code,
      run: true,
      file: page.file,
      line: fence.line,
    }));
}

/** Vue SFC blocks, type-checked by vue-tsc besides the compile check. */
function collectVueTypeJobs(page: Page): CodeJob[] {
  return page.fences
    .filter((fence) => verifierFor(fence.lang) === 'vue' && !isExempt(fence) && fence.closed)
    .map((fence) => ({
      key: hashKey('vue-tsc', fence.code, vueTscVersions()),
      verifier: 'vue',
      lang: fence.lang,
      code: fence.code,
      run: false,
      file: page.file,
      line: fence.line,
    }));
}

/** Names a code block in a baseline: `page#<first 12 hex of the block's SHA-256>`. */
export function blockSubject(file: string, code: string): string {
  return `${file}#${createHash('sha256').update(code).digest('hex').slice(0, 12)}`;
}

export async function runCheck(options: CheckOptions): Promise<CheckReport> {
  const { root } = options;
  const wholeSite = options.targets.length === 0;
  const targets = wholeSite
    ? CONTENT_ROOTS.filter((dir) => existsSync(path.join(root, dir)))
    : options.targets;
  const context: RuleContext = {
    docTags: loadTagKeys(path.join(root, 'docs/tags.yml')),
    blogTags: loadTagKeys(path.join(root, 'blog/tags.yml')),
    fileExists: existsSync,
  };

  const findings: Finding[] = [];
  const pages: Page[] = [];
  for (const absPath of await findPages(root, targets)) {
    try {
      pages.push(await loadPage(root, absPath));
    } catch (error) {
      if (!(error instanceof FrontMatterError)) throw error;
      findings.push({
        file: path.relative(root, absPath),
        line: 1,
        rule: 'front-matter',
        message: `invalid YAML: ${error.message}`,
      });
    }
  }

  let questions = 0;
  let mermaid = 0;
  let unchecked = 0;
  const exempted: CheckReport['exempted'] = {};
  const runner: CheckReport['runner'] = {};
  for (const page of pages) {
    findings.push(...checkFrontMatter(page, context), ...checkStructure(page), ...checkPlaceholders(page));
    findings.push(...checkFences(page), ...checkLinksAndImages(page, context));
    findings.push(...checkReferences(page), ...checkLiunxInProse(page), ...checkSummaryBullets(page));
    findings.push(...checkStockPhrases(page), ...checkDanglingReferences(page), ...checkTestFences(page));
    const interview = scanInterviewQuestions(page);
    findings.push(...interview.findings);
    questions += interview.questions.length;
    for (const fence of page.fences) {
      const verifier = verifierFor(fence.lang);
      if (fence.lang === 'mermaid') mermaid++;
      if (!verifier) unchecked++;
      else if (isExempt(fence)) increment(exempted, verifier);
      const verdict = runnerVerdict(fence);
      if (verdict.runs !== 'no') {
        const kind = verdict.runs === 'browser' ? 'browser' : verdict.blocker;
        runner[kind] = (runner[kind] ?? 0) + 1;
      }
    }
  }
  // MDX compilation and code verification are cached by content hash.
  const cache = await ResultCache.open(
    options.cacheFile ?? path.join(root, '.cache/check-content/results.json'),
  );
  const jobs = pages.flatMap(collectJobs);
  const testJobs = pages.flatMap(collectTestJobs);
  const vueTypeJobs = pages.flatMap(collectVueTypeJobs);
  const pendingOf = (all: readonly CodeJob[]): CodeJob[] => [
    ...new Map(all.filter((job) => !cache.get(job.key)).map((job) => [job.key, job])).values(),
  ];
  const uniquePending = pendingOf(jobs);
  const pendingKeys = new Set(
    [...jobs, ...testJobs, ...vueTypeJobs].filter((job) => !cache.get(job.key)).map((job) => job.key),
  );
  const tsJobs = uniquePending.filter((job) => job.verifier === 'ts');
  const otherJobs = uniquePending.filter((job) => job.verifier !== 'ts');
  // All at once: the blocks that run, Vitest and vue-tsc start first, in worker threads and child
  // processes, while this thread compiles the pages and type-checks (yielding between pages and
  // blocks). Time limits count only time when this thread was responsive, so its work cannot make a
  // block time out.
  const workDir = options.workDir ?? path.join(root, '.cache/check-content');
  const otherRun = timed(
    `${otherJobs.length} other blocks`,
    // Twice the cores: many run blocks mostly wait (timers, process start-up).
    mapLimit(otherJobs, 2 * Math.max(2, os.availableParallelism()), verifyBlock),
  );
  const testRun = timed('test blocks', runTestBlocks(pendingOf(testJobs), path.join(workDir, 'tests')));
  const vueRun = timed('vue-tsc', checkVueTypes(pendingOf(vueTypeJobs), path.join(workDir, 'vue')));
  // The rules that parse the whole page are cached per page body too; the diagram check also
  // depends on the Mermaid version and settings and on which renders are committed.
  const rendersDir = path.join(root, DIAGRAMS_DIR);
  const renders = existsSync(rendersDir) ? readdirSync(rendersDir).sort().join('\n') : '';
  const pageRules = {
    mdx: { check: checkMdxCompiles, inputs: '' },
    bold: { check: checkEmphasisRenders, inputs: '' },
    'diagram-render': {
      check: (page: Page) => checkDiagramRenders(page, (source) => hasRenders(root, source)),
      inputs: hashKey(JSON.stringify(currentRenderKey()), renders),
    },
  } as const;
  const mdxKeys: string[] = [];
  for (const [rule, { check: checkPage, inputs }] of Object.entries(pageRules)) {
    const keys = pages.map((page) => hashKey(rule, page.file, String(page.bodyLine), page.body, inputs));
    mdxKeys.push(...keys);
    const found = await timed(`${rule} pages`, () =>
      mapLimit(pages, 4, async (page, index) => {
        const cached = cache.get(keys[index]!);
        if (cached)
          return cached.errors.map(({ line, message }) => ({ file: page.file, line, rule, message }));
        const result = await checkPage(page);
        cache.set(keys[index]!, { errors: result.map(({ line, message }) => ({ line, message })) });
        return result;
      }),
    );
    findings.push(...found.flat());
  }
  findings.push(...checkDuplicateTitles(pages), ...checkNearDuplicates(pages));

  const tsResults = await timed(
    `${tsJobs.length} ts blocks`,
    checkTypeScriptBlocks(tsJobs, path.join(workDir, 'ts')),
  );
  for (const [key, result] of [...tsResults, ...(await testRun), ...(await vueRun)]) cache.set(key, result);
  const otherResults = await otherRun;
  otherJobs.forEach((job, index) => cache.set(job.key, otherResults[index]!));
  const allJobs = [...jobs, ...testJobs, ...vueTypeJobs];
  await cache.save(wholeSite ? new Set([...allJobs.map((job) => job.key), ...mdxKeys]) : undefined);
  const notVerified: CodeResult = { errors: [{ line: 1, message: 'not verified' }] };
  for (const job of testJobs) {
    for (const error of (cache.get(job.key) ?? notVerified).errors)
      findings.push({
        file: job.file,
        line: job.line + error.line,
        rule: 'test-block',
        message: error.message,
      });
  }
  for (const job of vueTypeJobs) {
    const subject = blockSubject(job.file, job.code);
    for (const error of (cache.get(job.key) ?? notVerified).errors)
      findings.push({
        file: job.file,
        line: job.line + error.line,
        rule: 'vue-tsc',
        message: error.message,
        subject,
      });
  }

  const verified: CheckReport['verified'] = {};
  for (const job of jobs) {
    const result: CodeResult = cache.get(job.key) ?? { errors: [{ line: 1, message: 'not verified' }] };
    increment(verified, job.verifier);
    for (const error of result.errors) {
      findings.push({
        file: job.file,
        line: job.line + error.line,
        rule: `code-${job.verifier}`,
        message: error.message,
      });
    }
  }

  const normalPages = pages.filter((page) => !isLanding(page));
  const medianHan = median(normalPages.map(proseHanCount));
  if (wholeSite) {
    const checkable = jobs.length + Object.values(exempted).reduce((sum, count) => sum + count, 0);
    const exemptCount = checkable - jobs.length;
    if (checkable > 0 && exemptCount / checkable > MAX_EXEMPT_RATIO) {
      findings.push({
        file: 'docs',
        line: 1,
        rule: 'exemptions',
        message: `${exemptCount} of ${checkable} checkable blocks are exempted (limit ${MAX_EXEMPT_RATIO * 100}%)`,
      });
    }
  }

  const reported = await reconcileBaselines(findings, options, root, targets);
  reported.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
  return {
    findings: reported,
    pages: pages.length,
    medianHan,
    closingSharePercent: Math.round(median(normalPages.map((page) => closingShare(page) * 1000)) / 10),
    withReferences: pages.filter((page) => page.kind === 'doc' && referencesSection(page)).length,
    needReferences: pages.filter(needsReferences).length,
    verified,
    exempted,
    unchecked,
    mermaid,
    questions,
    testBlocks: testJobs.length,
    runner,
    fromCache: allJobs.filter((job) => !pendingKeys.has(job.key)).length,
  };
}

/** Applies the shrinking baselines to the pages under `targets`, after updating them if asked. */
async function reconcileBaselines(
  findings: readonly Finding[],
  options: CheckOptions,
  root: string,
  targets: readonly string[],
): Promise<Finding[]> {
  const dir = options.baselineDir ?? path.join(root, 'scripts/check-content/baselines');
  const prefixes = targets.map((target) =>
    path.relative(root, path.resolve(root, target)).split(path.sep).join('/'),
  );
  const inScope = (page: string): boolean =>
    prefixes.some((prefix) => prefix === '' || page === prefix || page.startsWith(`${prefix}/`));
  const baselines = await loadBaselines(dir);
  for (const rule of options.newBaselines ?? []) {
    if (baselines.has(rule)) throw new Error(`${baselineFile(dir, rule)} exists: it can only shrink`);
    baselines.set(rule, newBaseline(findings, rule));
    await writeBaseline(baselineFile(dir, rule), baselines.get(rule)!);
  }
  if (options.updateBaselines) {
    for (const [rule, baseline] of baselines) {
      const next = shrinkBaseline(baseline, findings, rule, inScope);
      baselines.set(rule, next);
      await writeBaseline(baselineFile(dir, rule), next);
    }
  }
  const relative = (rule: string) => path.relative(root, baselineFile(dir, rule)).split(path.sep).join('/');
  return applyBaselines(findings, baselines, inScope, relative);
}

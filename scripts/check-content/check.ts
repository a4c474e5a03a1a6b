import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { hasRenders } from '../diagrams/store';
import { hashKey, ResultCache } from './cache';
import { verifierFor, type Verifier } from './languages';
import { FrontMatterError, findPages, loadPage, CONTENT_ROOTS } from './pages';
import type { RuleContext } from './rules/context';
import { checkDiagramRenders } from './rules/diagrams';
import { checkFences, isExempt, isOutputBlock, isRun } from './rules/fences';
import { checkFrontMatter } from './rules/frontMatter';
import { scanInterviewQuestions } from './rules/interview';
import { checkLinksAndImages } from './rules/links';
import { checkEmphasisRenders, checkMdxCompiles } from './rules/mdx';
import { checkDuplicateTitles, checkNearDuplicates, median } from './rules/site';
import { checkPlaceholders, checkStructure, isLanding, proseHanCount } from './rules/structure';
import type { Finding, Page } from './types';
import { verifyBlock } from './verify/languages';
import { mapLimit } from './verify/process';
import { checkTypeScriptBlocks } from './verify/typescript';
import type { CodeJob, CodeResult } from './verify/types';

export const MAX_EXEMPT_RATIO = 0.1;
export const MIN_SITE_MEDIAN_HAN = 2000;

export interface CheckOptions {
  root: string;
  /** Files or folders to check; empty means the whole site (and enables site-wide rules). */
  targets: readonly string[];
  cacheFile?: string;
}

export interface CheckReport {
  findings: Finding[];
  pages: number;
  medianHan: number;
  verified: Partial<Record<Verifier, number>>;
  exempted: Partial<Record<Verifier, number>>;
  unchecked: number;
  mermaid: number;
  questions: number;
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
  for (const page of pages) {
    findings.push(...checkFrontMatter(page, context), ...checkStructure(page), ...checkPlaceholders(page));
    findings.push(...checkFences(page), ...checkLinksAndImages(page, context), ...checkEmphasisRenders(page));
    findings.push(...checkDiagramRenders(page, (source) => hasRenders(root, source)));
    const interview = scanInterviewQuestions(page);
    findings.push(...interview.findings);
    questions += interview.questions.length;
    for (const fence of page.fences) {
      const verifier = verifierFor(fence.lang);
      if (fence.lang === 'mermaid') mermaid++;
      if (!verifier) unchecked++;
      else if (isExempt(fence)) increment(exempted, verifier);
    }
  }
  // MDX compilation and code verification are cached by content hash.
  const cache = await ResultCache.open(
    options.cacheFile ?? path.join(root, '.cache/check-content/results.json'),
  );
  const mdxKeys = pages.map((page) => hashKey('mdx', page.file, String(page.bodyLine), page.body));
  const mdxFindings = await mapLimit(pages, 4, async (page, index) => {
    const key = mdxKeys[index]!;
    const cached = cache.get(key);
    if (cached)
      return cached.errors.map(({ line, message }) => ({ file: page.file, line, rule: 'mdx', message }));
    const found = await checkMdxCompiles(page);
    cache.set(key, { errors: found.map(({ line, message }) => ({ line, message })) });
    return found;
  });
  findings.push(...mdxFindings.flat());
  findings.push(...checkDuplicateTitles(pages), ...checkNearDuplicates(pages));

  const jobs = pages.flatMap(collectJobs);
  const pending = jobs.filter((job) => !cache.get(job.key));
  const uniquePending = [...new Map(pending.map((job) => [job.key, job])).values()];
  const tsJobs = uniquePending.filter((job) => job.verifier === 'ts');
  const otherJobs = uniquePending.filter((job) => job.verifier !== 'ts');
  // Sequential on purpose: the type-checker blocks the event loop, which would make
  // the run blocks' time limits fire late.
  const otherResults = await mapLimit(otherJobs, Math.max(2, os.availableParallelism()), verifyBlock);
  const tsResults = await checkTypeScriptBlocks(tsJobs, path.join(root, '.cache/check-content/ts'));
  for (const [key, result] of tsResults) cache.set(key, result);
  otherJobs.forEach((job, index) => cache.set(job.key, otherResults[index]!));
  await cache.save(wholeSite ? new Set([...jobs.map((job) => job.key), ...mdxKeys]) : undefined);

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
    if (normalPages.length > 0 && medianHan < MIN_SITE_MEDIAN_HAN) {
      findings.push({
        file: 'docs',
        line: 1,
        rule: 'median',
        message: `site-wide median is ${medianHan} Han characters per page, needs ${MIN_SITE_MEDIAN_HAN}`,
      });
    }
  }

  findings.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
  return {
    findings,
    pages: pages.length,
    medianHan,
    verified,
    exempted,
    unchecked,
    mermaid,
    questions,
    fromCache: jobs.length - pending.length,
  };
}

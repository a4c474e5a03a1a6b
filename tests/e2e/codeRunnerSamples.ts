import { readFileSync } from 'node:fs';
import path from 'node:path';
import { toPage } from '../../scripts/check-content/pages';
import { isOutputBlock, isRun } from '../../scripts/check-content/rules/fences';
import { runnerVerdict } from '../../scripts/check-content/runnerVerdict';
import { contentPages } from './contentIndex';

const root = path.resolve(import.meta.dirname, '../..');

export interface RunnableSample {
  /** Where the sample is written: `docs/x.md:12`. */
  at: string;
  lang: string;
  /** The page's stated output (the checker proves it in Node), when the sample has one. */
  expected: string | undefined;
}

export interface PageWithSamples {
  permalink: string;
  samples: RunnableSample[];
  /** Samples that need Node or a page, by what they need. */
  blocked: string[];
}

/** Every page with samples the checker's classifier marks runnable in the browser, in page order. */
export function pagesWithRunnableSamples(): PageWithSamples[] {
  return allPages().filter((page) => page.samples.length > 0);
}

/** The first page (by permalink) with a sample that needs this Node or page feature. */
export function pageBlockedBy(blocker: string): string {
  const page = allPages().find((candidate) => candidate.blocked.includes(blocker));
  if (!page) throw new Error(`no page has a sample that needs ${blocker}`);
  return page.permalink;
}

function allPages(): PageWithSamples[] {
  const pages: PageWithSamples[] = [];
  for (const { permalink, source } of contentPages()) {
    const file = path.join(root, source.replace(/^@site\//, ''));
    const page = toPage(root, file, readFileSync(file, 'utf8'));
    const samples: RunnableSample[] = [];
    const blocked: string[] = [];
    page.fences.forEach((fence, index) => {
      const verdict = runnerVerdict(fence);
      if (verdict.runs === 'elsewhere') blocked.push(verdict.blocker);
      if (verdict.runs !== 'browser') return;
      const next = page.fences[index + 1];
      samples.push({
        at: `${page.file}:${fence.line}`,
        lang: fence.lang,
        expected: isRun(fence) && isOutputBlock(next) ? next!.code : undefined,
      });
    });
    pages.push({ permalink, samples, blocked });
  }
  return pages.sort((a, b) => a.permalink.localeCompare(b.permalink));
}

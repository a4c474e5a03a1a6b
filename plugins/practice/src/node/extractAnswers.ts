import { load, type AnyNode, type Cheerio, type CheerioAPI, type Element } from 'cheerio';
import { questionAnchor } from '../shared/questionId';
import type { BankAnswer } from '../shared/types';

export interface ExtractedQuestion extends BankAnswer {
  /** The summary as the page shows it, as plain text. */
  text: string;
}

/** Buttons of code blocks (copy, wrap) need the page's scripts; practice shows the code alone. */
const STRIP = 'button, .theme-code-block [class*="buttonGroup"]';

/** The answer's nodes: Docusaurus puts a `<details>` body in two wrapping divs (collapsible, content). */
function answerNodes($: CheerioAPI, details: Cheerio<Element>): Cheerio<AnyNode> {
  let body = details.children().not('summary');
  while (body.length === 1 && body.is('div') && !body.attr('class')?.includes('theme-code-block')) {
    const inner = body.children();
    if (inner.length === 0) break;
    body = inner;
  }
  return $(body);
}

function htmlOf($: CheerioAPI, nodes: Cheerio<AnyNode>): string {
  return nodes
    .toArray()
    .map((node) => $.html(node))
    .join('')
    .trim();
}

/**
 * Reads the answers of the given questions from a built page: the 结论 paragraph (the first
 * block, opening with <strong>结论</strong>) and everything after it, as the page renders them.
 * In-page links (#x) are made absolute to the page. Throws when a question's block is missing.
 */
export function extractAnswers(
  html: string,
  pageUrl: string,
  ids: readonly string[],
): Map<string, ExtractedQuestion> {
  const $ = load(html);
  const found = new Map<string, ExtractedQuestion>();
  for (const id of ids) {
    const anchor = questionAnchor(id);
    const details = $(`details[id="${anchor}"]`).first();
    if (details.length === 0) throw new Error(`practice: ${pageUrl} has no <details id="${anchor}">`);
    const text = details.children('summary').first().text().replace(/\s+/g, ' ').trim();
    const clone = load($.html(details));
    clone(STRIP).remove();
    clone('a[href^="#"]').each((_, link) => {
      clone(link).attr('href', `${pageUrl}${clone(link).attr('href')}`);
    });
    const nodes = answerNodes(clone, clone('details').first());
    const first = nodes.first();
    const opensWithConclusion = first.is('p') && first.text().trimStart().startsWith('结论');
    found.set(id, {
      text,
      conclusion: opensWithConclusion ? htmlOf(clone, first) : '',
      reasoning: htmlOf(clone, opensWithConclusion ? nodes.slice(1) : nodes),
      href: `${pageUrl}#${anchor}`,
    });
  }
  return found;
}

import type { Root } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { cjkFriendlyExtension } from 'micromark-extension-cjk-friendly';
import { visit } from 'unist-util-visit';
import type { Finding, Page } from '../types';

interface LinkProblem {
  url: string;
  line: number;
}

/** Collects link URLs that Docusaurus's link resolver cannot parse (e.g. a full-width "？" glued to a bare URL). */
function collectBadUrls(problems: LinkProblem[]) {
  return () => (tree: Root) => {
    visit(tree, 'link', (node) => {
      try {
        new URL(node.url, 'https://site.invalid/');
        if (/[\u3000-\u303f\uff00-\uffef]/.test(node.url)) throw new Error('full-width punctuation');
      } catch {
        problems.push({ url: node.url, line: node.position?.start.line ?? 1 });
      }
    });
  };
}

/** The page compiles as MDX the way the site builds it (GFM, directives); link URLs parse. */
export async function checkMdxCompiles(page: Page): Promise<Finding[]> {
  const problems: LinkProblem[] = [];
  const offset = page.bodyLine - 1;
  // Loaded on demand: a warm run with every page cached never compiles one.
  const [{ compile }, { default: remarkGfm }, { default: remarkDirective }] = await Promise.all([
    import('@mdx-js/mdx'),
    import('remark-gfm'),
    import('remark-directive'),
  ]);
  try {
    await compile(page.body, {
      format: page.file.endsWith('.mdx') ? 'mdx' : 'mdx',
      remarkPlugins: [remarkGfm, remarkDirective, collectBadUrls(problems)],
    });
  } catch (error) {
    const cause = error as {
      line?: number;
      place?: { line?: number; start?: { line?: number } };
      reason?: string;
      message: string;
    };
    const line = cause.line ?? cause.place?.line ?? cause.place?.start?.line ?? 1;
    return [
      {
        file: page.file,
        line: line + offset,
        rule: 'mdx',
        message: `does not compile as MDX: ${cause.reason ?? cause.message}`,
      },
    ];
  }
  return problems.map(({ url, line }) => ({
    file: page.file,
    line: line + offset,
    rule: 'mdx',
    message: `link URL "${url}" cannot be parsed (put a space or backticks between a URL and Chinese punctuation)`,
  }));
}

/** Emphasis markers left as literal text after parsing with remark-cjk-friendly: bold that will not render. */
export function checkEmphasisRenders(page: Page): Finding[] {
  const tree = fromMarkdown(page.prose, { extensions: [cjkFriendlyExtension()] });
  const findings: Finding[] = [];
  visit(tree, 'text', (node) => {
    if (/\*\*|__/.test(node.value)) {
      findings.push({
        file: page.file,
        line: (node.position?.start.line ?? 1) + page.bodyLine - 1,
        rule: 'bold',
        message: `"${node.value.trim().slice(0, 30)}" keeps literal ** or __: this bold will not render`,
      });
    }
  });
  return findings;
}

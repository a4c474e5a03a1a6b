import { load, type CheerioAPI } from 'cheerio';
import { withoutBodyBeforeArticle } from './bodyBeforeArticle.ts';
import { withEmptyCodeBlocks } from './codeBlocks.ts';

/** One searchable block: a page's intro, or one h2/h3 section of it. */
export interface ExtractedRecord {
  /** Heading id ('' for the page top). */
  anchor: string;
  lvl2: string;
  lvl3: string;
  content: string;
}

export interface ExtractedPage {
  title: string;
  records: ExtractedRecord[];
}

/** Text of the blocks readers read; code, diagrams and UI chrome are left out. */
const SKIPPED = 'pre, svg, .docusaurus-mermaid-container, .hash-link, button, script, style, nav';
const TEXT_BLOCKS = 'p, li, td, th, blockquote, summary, dt, dd';

function clean(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .replace(/\u200b/g, '')
    .trim();
}

function headingText($: CheerioAPI, element: Parameters<CheerioAPI>[0]): string {
  const copy = $(element).clone();
  copy.find('.hash-link').remove();
  return clean(copy.text());
}

/**
 * Records of one built page: the intro (before the first h2) and one record per h2/h3,
 * each holding the text of its paragraphs, list items, table cells and quotes.
 */
export function extractPage(html: string): ExtractedPage | undefined {
  return extractParsedPage(load(withEmptyCodeBlocks(withoutBodyBeforeArticle(html))));
}

/** `extractPage` parsing the whole HTML, sidebar and code blocks included (the slower reference it must equal). */
export function extractPageFromFullHtml(html: string): ExtractedPage | undefined {
  return extractParsedPage(load(html));
}

function extractParsedPage($: CheerioAPI): ExtractedPage | undefined {
  const article = $('article').first();
  if (article.length === 0) return undefined;
  const title = clean(article.find('h1').first().text()) || clean($('title').text().split('|')[0] ?? '');
  const body = article.find('.markdown').first();
  if (!title || body.length === 0) return undefined;
  body.find(SKIPPED).remove();

  const records: ExtractedRecord[] = [];
  let current: ExtractedRecord = { anchor: '', lvl2: '', lvl3: '', content: '' };
  const parts: string[] = [];
  const flush = () => {
    current.content = parts.join(' ');
    if (current.content || current.lvl2 || current.anchor === '') records.push(current);
    parts.length = 0;
  };

  body.find(`h2[id], h3[id], ${TEXT_BLOCKS}`).each((_, element) => {
    const tag = element.tagName.toLowerCase();
    if (tag === 'h2' || tag === 'h3') {
      flush();
      const text = headingText($, element);
      current = {
        anchor: $(element).attr('id') ?? '',
        lvl2: tag === 'h2' ? text : current.lvl2,
        lvl3: tag === 'h3' ? text : '',
        content: '',
      };
      return;
    }
    // Nested blocks (a p inside an li) are counted once, by the outermost.
    if ($(element).parents(TEXT_BLOCKS).length > 0) return;
    const text = clean($(element).text());
    if (text) parts.push(text);
  });
  flush();
  return { title, records };
}

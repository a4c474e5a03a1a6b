import type { CardPage } from './cardRoutes';

/** A doc card as the built HTML shows it (theme-classic's stable `theme-doc-card-*` class names). */
export interface RenderedCard {
  href: string;
  description: string | undefined;
}

const CARD_CLASS = 'theme-doc-card-container';
const DESCRIPTION_CLASS = 'theme-doc-card-description';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

export function decodeHtml(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity: string, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return String.fromCodePoint(code);
    }
    return ENTITIES[name.toLowerCase()] ?? entity;
  });
}

/** The attributes of one start tag (`<a class="x" href=/y>`), quoted or not (the HTML is minified). */
export function tagAttributes(tag: string): Map<string, string> {
  const attributes = new Map<string, string>();
  const pattern = /\s([^\s=/>]+)(?:=(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;
  for (const match of tag.replace(/^<[^\s>]+/, '').matchAll(pattern)) {
    const [, name, double, single, bare] = match;
    if (name) attributes.set(name.toLowerCase(), decodeHtml(double ?? single ?? bare ?? ''));
  }
  return attributes;
}

/** A start tag's attributes; quoted values may hold `>` (a description such as `a => b`). */
const ATTRIBUTES = String.raw`(?:\s+[^\s=>/]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>"']+))?)*\s*\/?`;
const CARD_LINK = new RegExp(String.raw`(<a${ATTRIBUTES}>)([\s\S]*?)<\/a>`, 'g');
const PARAGRAPH = new RegExp(String.raw`(<p${ATTRIBUTES}>)([\s\S]*?)<\/p>`, 'g');

const hasClass = (attributes: Map<string, string>, name: string): boolean =>
  (attributes.get('class') ?? '').split(/\s+/).includes(name);

/** Every doc card in a page: its link and the text of its description paragraph, if any. */
export function renderedCards(html: string): RenderedCard[] {
  const cards: RenderedCard[] = [];
  for (const match of html.matchAll(CARD_LINK)) {
    const [, startTag = '', body = ''] = match;
    const link = tagAttributes(startTag);
    if (!hasClass(link, CARD_CLASS)) continue;
    let description: string | undefined;
    for (const paragraph of body.matchAll(PARAGRAPH)) {
      if (hasClass(tagAttributes(paragraph[1] ?? ''), DESCRIPTION_CLASS)) {
        description = decodeHtml((paragraph[2] ?? '').replace(/<[^>]*>/g, ''));
      }
    }
    cards.push({ href: safeDecodeUri(link.get('href') ?? ''), description });
  }
  return cards;
}

function safeDecodeUri(href: string): string {
  try {
    return decodeURI(href);
  } catch {
    return href;
  }
}

/**
 * What is wrong with a built page's cards: on a category index every expected card must show
 * its description; on a doc that renders cards, every card of a doc with a description must show one.
 */
export function cardProblems(page: CardPage, html: string): string[] {
  const cards = renderedCards(html);
  const problems: string[] = [];
  if (page.kind === 'category') {
    for (const [href, description] of Object.entries(page.cards)) {
      const card = cards.find((candidate) => candidate.href === href);
      if (!card) problems.push(`${page.path}: no card links to ${href}`);
      else if (card.description !== description) {
        problems.push(`${page.path}: the card of ${href} shows ${JSON.stringify(card.description)}`);
      }
    }
  } else {
    for (const card of cards) {
      if (page.cards[card.href] !== undefined && !card.description) {
        problems.push(`${page.path}: the card of ${card.href} shows no description`);
      }
    }
  }
  return problems;
}

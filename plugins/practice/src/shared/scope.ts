import type { BankIndex, BankQuestion } from './types';

export const PRACTICE_PATH = '/practice';

/** Which questions a session draws from; kept in the URL query. */
export type Scope =
  | { kind: 'all' }
  | { kind: 'section'; value: string }
  | { kind: 'category'; value: string }
  | { kind: 'tag'; value: string }
  | { kind: 'page'; value: string };

export type ScopeKind = Scope['kind'];
const KEYED_KINDS = ['section', 'category', 'tag', 'page'] as const;

/** /practice?page=<url>: the link under each page's 面试题 heading. */
export function practicePageHref(pageUrl: string): string {
  return `${PRACTICE_PATH}?page=${encodeURIComponent(pageUrl)}`;
}

export function scopeFromQuery(search: string): Scope {
  const params = new URLSearchParams(search);
  for (const kind of KEYED_KINDS) {
    const value = params.get(kind);
    if (value) return { kind, value };
  }
  return { kind: 'all' };
}

export function scopeToQuery(scope: Scope): string {
  return scope.kind === 'all' ? '' : `?${new URLSearchParams({ [scope.kind]: scope.value }).toString()}`;
}

/** Pages are compared without a trailing slash or a hash. */
function samePage(url: string, wanted: string): boolean {
  const clean = (text: string) => decodeURIComponentSafe(text.split('#')[0]!).replace(/\/$/, '');
  return clean(url) === clean(wanted);
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURI(text);
  } catch {
    return text;
  }
}

/** The bank's questions inside a scope, in bank order. */
export function questionsInScope(bank: BankIndex, scope: Scope): BankQuestion[] {
  if (scope.kind === 'all') return bank.questions;
  const pageMatches = bank.pages.map((page) => {
    switch (scope.kind) {
      case 'section':
        return page.section === scope.value;
      case 'category':
        return page.category === scope.value;
      case 'tag':
        return page.tags.includes(scope.value);
      case 'page':
        return samePage(page.url, scope.value);
    }
  });
  return bank.questions.filter((question) => pageMatches[question.page]);
}

/** Choices for the scope pickers: every category and tag with its question count. */
export function scopeChoices(bank: BankIndex): { categories: [string, number][]; tags: [string, number][] } {
  const categories = new Map<string, number>();
  const tags = new Map<string, number>();
  for (const question of bank.questions) {
    const page = bank.pages[question.page]!;
    categories.set(page.category, (categories.get(page.category) ?? 0) + 1);
    for (const tag of page.tags) tags.set(tag, (tags.get(tag) ?? 0) + 1);
  }
  const sorted = (map: Map<string, number>) => [...map].sort(([a], [b]) => a.localeCompare(b, 'zh-Hans-CN'));
  return { categories: sorted(categories), tags: sorted(tags) };
}

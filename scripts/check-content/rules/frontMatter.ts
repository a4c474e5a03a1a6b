import type { Finding, Page } from '../types';
import type { RuleContext } from './context';

export const MIN_DESCRIPTION_LENGTH = 20;

/** title, description (>= 20 characters), tags from the tag file, landing pages marked. */
export function checkFrontMatter(page: Page, context: RuleContext): Finding[] {
  const findings: Finding[] = [];
  const fm = page.frontMatter;
  const at = (message: string): Finding => ({ file: page.file, line: 1, rule: 'front-matter', message });

  if (typeof fm.title !== 'string' || fm.title.trim() === '') findings.push(at('missing `title`'));
  const description = typeof fm.description === 'string' ? fm.description.trim() : '';
  if ([...description].length < MIN_DESCRIPTION_LENGTH) {
    findings.push(
      at(
        `\`description\` must be at least ${MIN_DESCRIPTION_LENGTH} characters (has ${[...description].length})`,
      ),
    );
  }

  const allowed = page.kind === 'blog' ? context.blogTags : context.docTags;
  const tagFile = page.kind === 'blog' ? 'blog/tags.yml' : 'docs/tags.yml';
  if (fm.tags !== undefined && !Array.isArray(fm.tags)) findings.push(at('`tags` must be a list'));
  for (const tag of Array.isArray(fm.tags) ? fm.tags : []) {
    if (typeof tag !== 'string' || !allowed.has(tag))
      findings.push(at(`tag "${String(tag)}" is not in ${tagFile}`));
  }

  if (fm.landing !== undefined && fm.landing !== true)
    findings.push(at('`landing` is either `true` or absent'));
  if (
    page.kind === 'doc' &&
    typeof fm.slug === 'string' &&
    /^\/[^/]+$/.test(fm.slug) &&
    fm.landing !== true
  ) {
    findings.push(at(`page with section slug "${fm.slug}" is a landing page: mark it \`landing: true\``));
  }
  return findings;
}

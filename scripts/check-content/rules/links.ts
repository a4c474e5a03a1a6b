import path from 'node:path';
import type { Finding, Page } from '../types';
import type { RuleContext } from './context';

const MARKDOWN_LINK = /(!?)\[([^\]]*)\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g;
const HTML_IMAGE = /<img\b[^>]*>/gi;

function isExternal(target: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//');
}

/** Relative links to notes resolve; images are local files with alt text. */
export function checkLinksAndImages(page: Page, context: RuleContext): Finding[] {
  const findings: Finding[] = [];
  const dir = path.dirname(page.absPath);
  const siteRoot = path.resolve(page.absPath.slice(0, page.absPath.length - page.file.length));
  page.prose.split('\n').forEach((text, index) => {
    const line = page.bodyLine + index;
    const withoutCode = text.replace(/`[^`]*`/g, '');
    for (const match of withoutCode.matchAll(MARKDOWN_LINK)) {
      const [, bang, label, rawTarget] = match;
      const target = decodeURI(rawTarget!.split('#')[0]!);
      if (bang) {
        if (label!.trim() === '')
          findings.push({
            file: page.file,
            line,
            rule: 'image',
            message: `image ${rawTarget} has no alt text`,
          });
        if (isExternal(rawTarget!)) {
          findings.push({
            file: page.file,
            line,
            rule: 'image',
            message: `image ${rawTarget} is not a local file`,
          });
          continue;
        }
        const resolved = target.startsWith('/')
          ? path.join(siteRoot, 'static', target)
          : path.resolve(dir, target);
        if (!context.fileExists(resolved))
          findings.push({
            file: page.file,
            line,
            rule: 'image',
            message: `image ${rawTarget} does not exist`,
          });
        continue;
      }
      if (isExternal(rawTarget!) || target === '' || target.startsWith('/')) continue;
      if (/\.mdx?$/.test(target) && !context.fileExists(path.resolve(dir, target))) {
        findings.push({
          file: page.file,
          line,
          rule: 'link',
          message: `link target ${rawTarget} does not exist`,
        });
      }
    }
    for (const tag of withoutCode.match(HTML_IMAGE) ?? []) {
      if (!/\balt="[^"]+"/.test(tag))
        findings.push({ file: page.file, line, rule: 'image', message: '`<img>` needs non-empty alt text' });
      const src = /\bsrc="([^"]*)"/.exec(tag)?.[1] ?? '';
      if (isExternal(src))
        findings.push({ file: page.file, line, rule: 'image', message: `image ${src} is not a local file` });
    }
  });
  return findings;
}

import type { Fence, Heading } from './types';

const FENCE_OPEN = /^( {0,3})(`{3,}|~{3,})(.*)$/;

export interface ScannedBody {
  fences: Fence[];
  headings: Heading[];
  /** The body with every fenced block blanked (same number of lines). */
  prose: string;
}

/** Splits a fence's info string into language and meta: "ts run title=x" -> ["ts", "run title=x"]. */
export function parseInfo(info: string): { lang: string; meta: string } {
  const trimmed = info.trim();
  const match = /^(\S*)\s*(.*)$/.exec(trimmed);
  return { lang: (match?.[1] ?? '').toLowerCase(), meta: match?.[2] ?? '' };
}

/**
 * Scans a markdown body line by line: fenced code blocks, ATX headings
 * outside code, and the prose that is left when code is removed.
 * `firstLine` is the file line of the body's first line.
 */
export function scanBody(body: string, firstLine = 1): ScannedBody {
  const lines = body.split('\n');
  const fences: Fence[] = [];
  const headings: Heading[] = [];
  const proseLines: string[] = [];
  let open: { marker: string; fence: Fence; content: string[] } | undefined;

  lines.forEach((raw, index) => {
    const line = firstLine + index;
    if (open) {
      const closing = new RegExp(`^ {0,3}${open.marker[0] === '`' ? '`' : '~'}{${open.marker.length},}\\s*$`);
      if (closing.test(raw)) {
        open.fence.code = open.content.join('\n');
        open.fence.closed = true;
        fences.push(open.fence);
        open = undefined;
      } else {
        open.content.push(raw);
      }
      proseLines.push('');
      return;
    }
    const fenceMatch = FENCE_OPEN.exec(raw);
    if (fenceMatch && !(fenceMatch[2]!.startsWith('`') && fenceMatch[3]!.includes('`'))) {
      const { lang, meta } = parseInfo(fenceMatch[3]!);
      open = { marker: fenceMatch[2]!, fence: { lang, meta, code: '', line, closed: false }, content: [] };
      proseLines.push('');
      return;
    }
    const headingMatch = /^ {0,3}(#{1,6})\s+(.*?)\s*#*\s*$/.exec(raw);
    if (headingMatch) headings.push({ depth: headingMatch[1]!.length, text: headingMatch[2]!.trim(), line });
    proseLines.push(raw);
  });

  if (open) {
    open.fence.code = open.content.join('\n');
    fences.push(open.fence);
  }
  return { fences, headings, prose: proseLines.join('\n') };
}

const HAN = /\p{Script=Han}/gu;

/** Counts Han characters. */
export function countHan(text: string): number {
  return text.match(HAN)?.length ?? 0;
}

/** Prose without inline code, link targets, JSX/HTML tags and import lines: what a reader reads. */
export function readableText(prose: string): string {
  return prose
    .replace(/^(import|export)\s.*$/gm, '')
    .replace(/`[^`\n]*`/g, '')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/<\/?[A-Za-z][^>\n]*>/g, '')
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, '');
}

/** Reads a fence meta attribute: metaAttribute('run title="输出"', 'title') -> '输出'. */
export function metaAttribute(meta: string, name: string): string | undefined {
  const match = new RegExp(`(?:^|\\s)${name}=(?:"([^"]*)"|'([^']*)'|(\\S+))`).exec(meta);
  if (!match) return undefined;
  return match[1] ?? match[2] ?? match[3];
}

/** True when the meta has a bare flag such as `run`. */
export function metaFlag(meta: string, name: string): boolean {
  return new RegExp(`(?:^|\\s)${name}(?:\\s|$)`).test(meta);
}

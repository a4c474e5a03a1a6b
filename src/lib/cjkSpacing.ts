/**
 * 中文排版检查：统计汉字数量，找出汉字与拉丁字母或数字直接相连（中间没有空格）的位置，
 * 并给出插入空格后的文本。纯函数，没有副作用，浏览器和 Node 都能用。
 */

/** 一处缺少空格的位置。 */
export type SpacingIssue = {
  /** 缺少空格处在原文中的偏移量（UTF-16 码元），即右侧字符的起点。 */
  readonly offset: number;
  /** 所在行号，从 1 开始。 */
  readonly line: number;
  /** 所在列号，从 1 开始，按字符（码点）计。 */
  readonly column: number;
  /** 左侧字符。 */
  readonly left: string;
  /** 右侧字符。 */
  readonly right: string;
  /** 方向：汉字在前还是拉丁字符在前。 */
  readonly kind: 'han-latin' | 'latin-han';
  /** 问题附近的原文片段，便于定位。 */
  readonly context: string;
};

/** 一次完整检查的结果。 */
export type SpacingReport = {
  readonly hanCount: number;
  readonly issues: readonly SpacingIssue[];
  readonly fixed: string;
};

const HAN_PATTERN = /^\p{Script=Han}$/u;
const HAN_GLOBAL_PATTERN = /\p{Script=Han}/gu;
const LATIN_OR_DIGIT_PATTERN = /^[A-Za-z0-9]$/;

/** 片段在问题位置两侧各取多少个字符。 */
const CONTEXT_RADIUS = 4;

/** 判断单个字符（一个码点）是不是汉字。 */
export function isHan(char: string): boolean {
  return HAN_PATTERN.test(char);
}

/** 判断单个字符是不是半角拉丁字母或阿拉伯数字。 */
export function isLatinOrDigit(char: string): boolean {
  return LATIN_OR_DIGIT_PATTERN.test(char);
}

/** 统计文本中的汉字个数（按码点计，扩展区汉字也算一个）。 */
export function countHan(text: string): number {
  return text.match(HAN_GLOBAL_PATTERN)?.length ?? 0;
}

function kindOf(left: string, right: string): SpacingIssue['kind'] | null {
  if (isHan(left) && isLatinOrDigit(right)) {
    return 'han-latin';
  }
  if (isLatinOrDigit(left) && isHan(right)) {
    return 'latin-han';
  }
  return null;
}

/** 找出所有汉字与拉丁字母或数字直接相连的位置，按出现顺序返回。 */
export function findSpacingIssues(text: string): SpacingIssue[] {
  const chars = Array.from(text);
  const issues: SpacingIssue[] = [];
  let previous: string | undefined;
  let offset = 0;
  let line = 1;
  let column = 1;

  chars.forEach((current, index) => {
    const kind = previous === undefined ? null : kindOf(previous, current);
    if (previous !== undefined && kind !== null) {
      const start = Math.max(0, index - CONTEXT_RADIUS);
      const end = Math.min(chars.length, index + CONTEXT_RADIUS);
      issues.push({
        offset,
        line,
        column,
        left: previous,
        right: current,
        kind,
        context: chars.slice(start, end).join('').replace(/\s+/g, ' '),
      });
    }

    offset += current.length;
    if (current === '\n') {
      line += 1;
      column = 1;
    } else {
      column += 1;
    }
    previous = current;
  });

  return issues;
}

/** 在每一处汉字与拉丁字母或数字相连的地方插入一个空格；对已经正确的文本不做改动。 */
export function fixSpacing(text: string): string {
  let result = '';
  let previous: string | undefined;

  for (const current of text) {
    if (previous !== undefined && kindOf(previous, current) !== null) {
      result += ' ';
    }
    result += current;
    previous = current;
  }

  return result;
}

/** 一次完成统计、查找和修正。 */
export function checkSpacing(text: string): SpacingReport {
  return {
    hanCount: countHan(text),
    issues: findSpacingIssues(text),
    fixed: fixSpacing(text),
  };
}

/** One problem found on a page, printed as `file:line: rule: message`. */
export interface Finding {
  file: string;
  line: number;
  rule: string;
  message: string;
  /**
   * Set on findings a baseline may list (`baselines/<rule>.json`): the page, or `page#block` for a
   * code block. Findings without it are always reported.
   */
  subject?: string;
}

export interface Fence {
  /** Language named after the opening backticks ('' when missing). */
  lang: string;
  /** Everything after the language on the opening line. */
  meta: string;
  code: string;
  /** 1-based line of the opening fence in the file. */
  line: number;
  closed: boolean;
}

export interface Heading {
  depth: number;
  text: string;
  line: number;
}

export interface Page {
  /** Path relative to the repository root, with forward slashes. */
  file: string;
  /** Absolute path. */
  absPath: string;
  kind: 'doc' | 'blog';
  frontMatter: Record<string, unknown>;
  /** 1-based file line where the body starts (after front matter). */
  bodyLine: number;
  body: string;
  fences: Fence[];
  headings: Heading[];
  /** Body with fenced code removed (lines kept, so line numbers hold). */
  prose: string;
}

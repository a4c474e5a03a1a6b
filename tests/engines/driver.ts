/** What the checks need from a browser: one implementation per engine (firefox.ts, webkit.ts). */

export type EngineName = 'firefox' | 'webkit';

export const ENGINES: readonly EngineName[] = ['firefox', 'webkit'];

/** A key the checks press, with the modifiers held down while it is. */
export interface KeyPress {
  key: 'k' | 'Escape';
  modifiers?: readonly ('Control' | 'Meta')[];
}

/** One thing the page reported: a console error, an uncaught error or a CSP violation. */
export interface PageProblem {
  kind: 'console' | 'error' | 'csp';
  text: string;
}

export interface EngineDriver {
  readonly engine: EngineName;
  /** The browser's name and version, for the report. */
  readonly version: string;
  /** Loads a path of the site and waits for its load event; the status the browser received, when known. */
  goto(path: string): Promise<{ status: number | undefined }>;
  reload(): Promise<void>;
  /**
   * Runs `body` as a function body in the page (`arguments` holds `args`) and returns its
   * JSON-serialisable result.
   */
  evaluate<T>(body: string, ...args: unknown[]): Promise<T>;
  /** A real pointer click on the first element matching the CSS selector. */
  click(selector: string): Promise<void>;
  /** Focuses the first element matching the selector and types the text with the keyboard. */
  type(selector: string, text: string): Promise<void>;
  press(key: KeyPress): Promise<void>;
  /** The size of the page's viewport (the window of a browser that has no separate viewport). */
  setViewport(width: number, height: number): Promise<void>;
  /** The problems reported since the last call (every document loaded in between included). */
  takeProblems(): Promise<PageProblem[]>;
  close(): Promise<void>;
}

/** Files the build writes under `build/practice/` and the browser reads. */

export const BANK_VERSION = 1;
/** The one file without a content hash: names the current index. */
export const MANIFEST_FILE = 'manifest.json';

export interface BankManifest {
  version: typeof BANK_VERSION;
  /** File name (under the same folder) of the index. */
  index: string;
}

export interface BankPage {
  url: string;
  title: string;
  /** Section key (config/sections.ts dirName). */
  section: string;
  /** Innermost sidebar category holding the page, or the section's label. */
  category: string;
  tags: string[];
}

export interface BankQuestion {
  id: string;
  /** The question as plain text. */
  text: string;
  /** Index into `pages`. */
  page: number;
  /** Index into `chunks`: the answers file holding this question's answer. */
  chunk: number;
}

/** What the start screen loads: questions and scope metadata, no answers. */
export interface BankIndex {
  version: typeof BANK_VERSION;
  sections: { key: string; label: string }[];
  pages: BankPage[];
  questions: BankQuestion[];
  /** Answers file names, content-hashed. */
  chunks: string[];
}

export interface BankAnswer {
  /** HTML of the 结论 paragraph, as the page renders it. */
  conclusion: string;
  /** HTML of the reasoning after it (code highlighted, diagrams, links absolute). */
  reasoning: string;
  /** Page URL with the question's anchor. */
  href: string;
}

export interface AnswerChunk {
  version: typeof BANK_VERSION;
  answers: Record<string, BankAnswer>;
}

/** Route data of /practice. */
export interface PracticeRouteData {
  manifestUrl: string;
  /** The offline service worker (`/practice-sw.js`) and its scope (`/practice`), under the base URL. */
  serviceWorkerUrl: string;
  scope: string;
}

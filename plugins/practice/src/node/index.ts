import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { MANIFEST_FILE, type PracticeRouteData } from '../shared/types';
import { SERVICE_WORKER_FILE } from '../shared/offline';
import { PRACTICE_PATH } from '../shared/scope';
import { buildBankFiles, type PageOfBank } from './buildBank';
import { docPagesOf, type DocPage, type DocsContentShape } from './docsPages';
import { extractAnswers } from './extractAnswers';
import { questionsOfFile, type SourceQuestion } from './pageQuestions';
import { practicePermalinks } from './permalinks';
import { writeServiceWorker } from './offline';

export { practicePermalinks } from './permalinks';
export { default as remarkPractice } from './remarkPractice';

export interface PracticeOptions {
  /** The note sections: `key` is the folder under docs/, `label` its name. */
  sections: readonly { key: string; label: string }[];
}

/** Where the bank's files go, under the build and the base URL. */
export const BANK_DIR = 'practice-bank';

function checkOptions(value: unknown): PracticeOptions {
  const sections = (value as Partial<PracticeOptions> | undefined)?.sections;
  if (
    !Array.isArray(sections) ||
    sections.length === 0 ||
    !sections.every((section) => typeof section?.key === 'string' && typeof section.label === 'string')
  )
    throw new Error('practice: options need `sections`, a list of { key, label }');
  return { sections };
}

function isDocsContent(value: unknown): value is DocsContentShape {
  return (
    typeof value === 'object' && value !== null && Array.isArray((value as DocsContentShape).loadedVersions)
  );
}

/** The built HTML of a page URL (`x.html`, as `trailingSlash: false` writes it, or `x/index.html`). */
function htmlFileOf(outDir: string, url: string, baseUrl: string): string {
  const local = decodeURIComponent(url.slice(baseUrl.length)).replace(/\/+$/, '');
  const candidates = [`${local}.html`, path.join(local, 'index.html')].map((file) => path.join(outDir, file));
  const found = candidates.find((file) => existsSync(file));
  if (!found) throw new Error(`practice: no built page for ${url}`);
  return found;
}

/**
 * /practice and its question bank: every interview question of the notes, with its answer
 * read from the built page (README.md).
 */
export default function practicePlugin(context: LoadContext, rawOptions: unknown): Plugin {
  const options = checkOptions(rawOptions);
  const { siteDir, baseUrl } = context;
  let pages: (DocPage & { questions: SourceQuestion[] })[] = [];
  return {
    name: 'practice',

    async allContentLoaded({ allContent }) {
      const docs = Object.values(allContent['docusaurus-plugin-content-docs'] ?? {}).find(isDocsContent);
      if (!docs) throw new Error('practice: the docs plugin’s content was not found');
      const docPages = docPagesOf(docs, options.sections);
      practicePermalinks.clear();
      for (const page of docPages) practicePermalinks.set(page.file, page.url);
      pages = await Promise.all(
        docPages.map(async (page) => ({ ...page, questions: await questionsOfFile(siteDir, page.file) })),
      );
    },

    async contentLoaded({ actions }) {
      const data: PracticeRouteData = {
        manifestUrl: `${baseUrl}${BANK_DIR}/${MANIFEST_FILE}`,
        serviceWorkerUrl: `${baseUrl}${SERVICE_WORKER_FILE}`,
        scope: `${baseUrl}${PRACTICE_PATH.slice(1)}`,
      };
      actions.addRoute({
        path: `${baseUrl}${PRACTICE_PATH.slice(1)}`,
        exact: true,
        component: fileURLToPath(new URL('../client/PracticePage.tsx', import.meta.url)),
        modules: { data: await actions.createData('practice-route.json', JSON.stringify(data)) },
      });
    },

    async postBuild({ outDir }) {
      const withAnswers: PageOfBank[] = [];
      for (const page of pages) {
        if (page.questions.length === 0) continue;
        const html = await readFile(htmlFileOf(outDir, page.url, baseUrl), 'utf8');
        const answers = extractAnswers(
          html,
          page.url,
          page.questions.map(({ id }) => id),
        );
        withAnswers.push({
          ...page,
          questions: page.questions.map(({ id }) => ({ id, ...answers.get(id)! })),
        });
      }
      const { manifest, files } = buildBankFiles(withAnswers, [...options.sections]);
      const dir = path.join(outDir, BANK_DIR);
      await rm(dir, { recursive: true, force: true });
      await mkdir(dir, { recursive: true });
      await Promise.all(files.map((file) => writeFile(path.join(dir, file.name), file.contents)));
      await writeFile(path.join(dir, MANIFEST_FILE), JSON.stringify(manifest));
      // After the bank: the service worker caches its files (README.md, "Offline").
      const pagePath = `${baseUrl}${PRACTICE_PATH.slice(1)}`;
      await writeServiceWorker(outDir, htmlFileOf(outDir, pagePath, baseUrl), {
        baseUrl,
        pagePath,
        bankDir: BANK_DIR,
        manifestFile: MANIFEST_FILE,
      });
    },
  };
}

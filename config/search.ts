import type { SearchPluginOptions } from '../plugins/search/src/node';
import { sections } from './sections';

/** Offline search: one index shard per section, plus the blog. */
export const searchOptions = {
  sections: sections.map(({ dirName, label, to }) => ({
    key: dirName.toLowerCase(),
    label,
    entryPaths: to.toLowerCase().startsWith(`/docs/${dirName.toLowerCase()}/`) ? [] : [to],
  })),
  blogLabel: '博客',
} satisfies SearchPluginOptions;

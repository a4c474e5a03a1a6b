/**
 * What the plugin (Node) hands the theme (browser): its name and the global data of each
 * instance. Shared by both sides, so theme code never imports from `node/`.
 */

/** The plugin's name: the key of its global data and its folder under `@generated/`. */
export const PLUGIN_NAME = 'docusaurus-theme-search-local-zh';

/** The id Docusaurus gives an instance configured without one. */
export const DEFAULT_PLUGIN_ID = 'default';

/** A group of results: the docs under one folder of the docs, plus entry pages elsewhere. */
export interface SearchSection {
  /** First path segment after the docs' base path that belongs to the section (lower case). */
  key: string;
  /** The group's title in the results. */
  label: string;
  /** Entry paths of the section outside its folder (e.g. /docs/react), under the base URL. */
  entryPaths: string[];
}

/** Where the docs and the blog live: route base paths under the base URL, without slashes. */
export interface SectionRoutes {
  baseUrl: string;
  docsRouteBasePath: string;
  blogRouteBasePath: string;
}

/**
 * One instance's global data: all the browser needs to find the index and the reader's section
 * (the base URL comes from the site config).
 */
export interface SearchGlobalData extends Omit<SectionRoutes, 'baseUrl'> {
  /** The manifest naming the current index files (`<baseUrl>search/manifest.json`). */
  manifestUrl: string;
  /** The search page's route, base URL included (`/search`). */
  searchPagePath: string;
  /** The sections without their labels (the index holds those). */
  sections: Omit<SearchSection, 'label'>[];
}

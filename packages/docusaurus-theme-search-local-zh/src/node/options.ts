import { createRequire } from 'node:module';
import type { OptionValidationContext } from '@docusaurus/types';
import { BLOG_SECTION_KEY } from '../shared/sections.ts';
import type { SearchSection } from '../shared/pluginData.ts';

// A CommonJS package whose exports Node's ES modules cannot name: required, which works wherever
// the plugin runs (Docusaurus's loader, Node, Vitest).
const { Joi, normalizePluginOptions } = createRequire(import.meta.url)(
  '@docusaurus/utils-validation',
) as typeof import('@docusaurus/utils-validation');

/** The options after validation, defaults filled in. */
export interface PluginOptions {
  /** The instance's id (Docusaurus's multi-instance id). */
  id: string;
  /** Result groups of the docs, by folder; docs pages outside every section are not indexed. */
  sections: SearchSection[];
  /** Title of the blog's results group. */
  blogLabel: string;
  /** The docs plugin's `routeBasePath` (`docs`); '' when the docs are served at the base URL. */
  docsRouteBasePath: string;
  /** The blog plugin's `routeBasePath` (`blog`); '' when the blog is served at the base URL. */
  blogRouteBasePath: string;
  /** The search page's path under the base URL (`search`). */
  searchPagePath: string;
}

/** The options as a site writes them: each may be left out. */
export type Options = Partial<PluginOptions>;

export const DEFAULT_OPTIONS: Omit<PluginOptions, 'id'> = {
  sections: [],
  blogLabel: 'Blog',
  docsRouteBasePath: 'docs',
  blogRouteBasePath: 'blog',
  searchPagePath: 'search',
};

/** A path written with or without its slashes (`/docs/`, `docs`): stored without them. */
const withoutSlashes = (value: string): string => value.replace(/^\/+|\/+$/g, '');

const routeBasePath = (fallback: string) =>
  Joi.string()
    .allow('')
    .pattern(/^[^?#\s]*$/, 'a path without query, fragment or spaces')
    .custom(withoutSlashes)
    .default(fallback);

const SectionSchema = Joi.object<SearchSection>({
  key: Joi.string()
    .pattern(/^[^/A-Z]+$/, 'a lower-case folder name')
    .invalid(BLOG_SECTION_KEY)
    .required()
    .messages({ 'any.invalid': `"${BLOG_SECTION_KEY}" is the blog's section key` }),
  label: Joi.string().required(),
  entryPaths: Joi.array().items(Joi.string().pattern(/^\//, 'a path starting with /')).default([]),
});

export const OptionsSchema = Joi.object<PluginOptions>({
  sections: Joi.array().items(SectionSchema).unique('key').default(DEFAULT_OPTIONS.sections),
  blogLabel: Joi.string().default(DEFAULT_OPTIONS.blogLabel),
  docsRouteBasePath: routeBasePath(DEFAULT_OPTIONS.docsRouteBasePath),
  blogRouteBasePath: routeBasePath(DEFAULT_OPTIONS.blogRouteBasePath),
  searchPagePath: Joi.string()
    .pattern(/^[^?#\s]*[^/?#\s][^?#\s]*$/, 'a path without query, fragment or spaces')
    .custom(withoutSlashes)
    .default(DEFAULT_OPTIONS.searchPagePath),
});

/** Docusaurus's option check (`validateOptions` of the plugin API): unknown keys and wrong types fail the build. */
export function validateOptions({
  validate,
  options,
}: OptionValidationContext<Options | undefined, PluginOptions>): PluginOptions {
  return validate(OptionsSchema, options);
}

/** The options as Docusaurus validates them for the plugin: defaults filled in, `id` included. */
export function normalizeOptions(options: Options | undefined): PluginOptions {
  return validateOptions({ validate: normalizePluginOptions, options });
}

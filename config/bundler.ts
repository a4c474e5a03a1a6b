/**
 * Which toolchain builds the site: `rspack` is Docusaurus Faster (Rspack, SWC, Lightning CSS),
 * our default; `webpack` turns `future.faster` off to get Docusaurus's default bundler on the
 * same content. Set with `SITE_BUNDLER` at build time; `npm run bench` uses it to compare the two.
 */
export type SiteBundler = 'rspack' | 'webpack';

const bundlers: readonly SiteBundler[] = ['rspack', 'webpack'];

/** Reads SITE_BUNDLER; unset or blank means rspack, anything unknown is an error. */
export function resolveSiteBundler(env: Readonly<Record<string, string | undefined>>): SiteBundler {
  const value = env.SITE_BUNDLER?.trim().toLowerCase();
  if (!value) return 'rspack';
  if (!bundlers.includes(value as SiteBundler)) {
    throw new Error(`SITE_BUNDLER must be one of ${bundlers.join(', ')}, got "${env.SITE_BUNDLER}"`);
  }
  return value as SiteBundler;
}

export const siteBundler: SiteBundler = resolveSiteBundler(process.env);

/**
 * Source file (relative to the site, `docs/…/x.md`) → page URL, filled by the practice plugin
 * when every plugin's content is loaded, before the bundler compiles any page; read by
 * `remarkPractice` for the 「练习本页面试题」 link. One map per Node process.
 */
export const practicePermalinks = new Map<string, string>();

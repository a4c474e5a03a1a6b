/** What page rules need to know about the site beyond the page itself. */
export interface RuleContext {
  docTags: ReadonlySet<string>;
  blogTags: ReadonlySet<string>;
  /** Does a file exist (absolute path)? Used by link and image rules. */
  fileExists: (absPath: string) => boolean;
}

/** theme-classic's version banner and badge, which render nothing for a version without either. */
export const VERSION_NOTICE_MODULES =
  /@docusaurus[\\/]theme-classic[\\/]lib[\\/]theme[\\/]DocVersion(?:Banner|Badge)[\\/]index\.js$/;

interface VersionNotices {
  banner: unknown;
  badge: unknown;
}

/** Whether the banner and badge components can be left out: no loaded version shows either. */
export function versionNoticesUnused(versions: readonly VersionNotices[]): boolean {
  if (versions.length === 0) throw new Error('docs-page-data: the docs plugin loaded no version');
  return versions.every(({ banner, badge }) => banner === null && badge === false);
}

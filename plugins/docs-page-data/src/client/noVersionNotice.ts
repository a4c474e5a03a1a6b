import { useDocsVersion } from '@docusaurus/plugin-content-docs/client';

/**
 * Stands in for theme-classic's DocVersionBanner and DocVersionBadge when no docs version has a
 * banner or a badge (both then render nothing); see README.md. Throws if a version has one.
 */
export default function NoVersionNotice(): null {
  const { banner, badge, version } = useDocsVersion();
  if (banner || badge) {
    throw new Error(
      `docs-page-data: docs version "${version}" has a banner or badge, but its components were left out`,
    );
  }
  return null;
}

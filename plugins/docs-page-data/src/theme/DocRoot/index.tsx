import { DocsVersionProvider, useDocsVersion } from '@docusaurus/plugin-content-docs/client';
import { matchPath, useLocation } from '@docusaurus/router';
import DocRoot from '@theme-init/DocRoot';
import type { Props } from '@theme/DocRoot';
import { useMemo, type ReactNode } from 'react';
import { versionWithSidebar } from '../../client/sidebarStore';

/**
 * The original docs layout, given the version metadata with the current page's sidebar in it:
 * each page's route loads only its own sidebar (this plugin's page sidebars). The page is found
 * among the layout's routes as the original does.
 */
export default function DocRootWrapper(props: Props): ReactNode {
  const version = useDocsVersion();
  const { pathname } = useLocation();
  const routes = props.route.routes;
  // Matched once per path, not on every render of the layout.
  const sidebar = useMemo(
    () => routes?.find((route) => matchPath(pathname, route))?.sidebar as string | undefined,
    [routes, pathname],
  );
  const withSidebar = useMemo(() => versionWithSidebar(version, sidebar), [version, sidebar]);
  return (
    <DocsVersionProvider version={withSidebar}>
      <DocRoot {...props} />
    </DocsVersionProvider>
  );
}

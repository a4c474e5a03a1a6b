import { useLocation } from '@docusaurus/router';
import { useAllPluginInstancesData } from '@docusaurus/useGlobalData';
import { DEFAULT_PLUGIN_ID, PLUGIN_NAME, type SearchGlobalData } from '../shared/pluginData.ts';

type Instances = Readonly<Record<string, SearchGlobalData | undefined>>;

/**
 * The instance the navbar's search uses: the one with the default id, else the first configured
 * (there is one: `useAllPluginInstancesData` fails fast without any).
 */
export function searchBarInstance(instances: Instances): SearchGlobalData {
  return (instances[DEFAULT_PLUGIN_ID] ?? Object.values(instances)[0])!;
}

/** The instance whose search page is at `pathname` (trailing slash or not), else the navbar's. */
export function searchPageInstance(instances: Instances, pathname: string): SearchGlobalData {
  const path = pathname.replace(/\/+$/, '');
  return (
    Object.values(instances).find((data) => data?.searchPagePath.replace(/\/+$/, '') === path) ??
    searchBarInstance(instances)
  );
}

function useInstances(): Instances {
  return useAllPluginInstancesData(PLUGIN_NAME, { failfast: true }) as Instances;
}

/** Global data of the instance behind the navbar's search button. */
export function useSearchBarData(): SearchGlobalData {
  return searchBarInstance(useInstances());
}

/** Global data of the instance whose search page this is. */
export function useSearchPageData(): SearchGlobalData {
  return searchPageInstance(useInstances(), useLocation().pathname);
}

// Stands in for the docs plugin's `lib/client/docsClientUtils` (plugins/build-speed): the same
// exports, with `getActiveDocContext` remembered per pathname. Every doc navbar item asks it
// twice per render, and each answer matches the pathname against every doc.
import { getActiveDocContext as findActiveDocContext } from '@docusaurus/plugin-content-docs/lib/client/docsClientUtils.js';
import { memoizedByDataAndPath } from './activeDocContext';

export * from '@docusaurus/plugin-content-docs/lib/client/docsClientUtils.js';

export const getActiveDocContext = memoizedByDataAndPath(findActiveDocContext);

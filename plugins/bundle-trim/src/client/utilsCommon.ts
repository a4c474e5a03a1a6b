// The browser build's `@docusaurus/utils-common`, aliased by plugins/bundle-trim: the package's
// CommonJS index requires all of tslib (~3.8 KB gzip in every page's main bundle) for one
// helper. These are the same exports, taken from its own modules, which need no tslib.
// bundleTrim.test.ts fails when the package's export list changes.
export {
  default as applyTrailingSlash,
  addTrailingSlash,
  addLeadingSlash,
  removeTrailingSlash,
} from '@docusaurus/utils-common/lib/applyTrailingSlash.js';
export {
  addPrefix,
  removeSuffix,
  addSuffix,
  removePrefix,
} from '@docusaurus/utils-common/lib/stringUtils.js';
export { getErrorCausalChain } from '@docusaurus/utils-common/lib/errorUtils.js';
export const blogPostContainerID = '__blog-post-container';

// @docsearch/react 3.9 ships these entry points without their own declarations (and without an
// exports map: the file is named in full, as ES modules must name it).
declare module '@docsearch/react/modal.js' {
  export { DocSearchModal } from '@docsearch/react';
}
declare module '@docsearch/react/style';

/** Written by the plugin (src/node/modalStyles.ts): DocSearch's modal stylesheet, in its cascade layer. */
declare module '@generated/docusaurus-theme-search-local-zh/modalStyles.js' {
  const modalStyles: string;
  export default modalStyles;
}

/** Written by the plugin (src/node/deferredTranslations.ts): the strings kept out of the main bundle. */
declare module '@generated/docusaurus-theme-search-local-zh/codeTranslations.page.json' {
  const messages: Record<string, string>;
  export default messages;
}
declare module '@generated/docusaurus-theme-search-local-zh/codeTranslations.modal.json' {
  const messages: Record<string, string>;
  export default messages;
}

import modalStyles from '@generated/docusaurus-theme-search-local-zh/modalStyles.js';

const STYLE_ID = 'docsearch-modal-styles';

/** Adds DocSearch's modal stylesheet (src/node/modalStyles.ts) to the page, once. */
export function addModalStyles(): void {
  if (document.getElementById(STYLE_ID)) return;
  const style = document.createElement('style');
  style.id = STYLE_ID;
  style.textContent = modalStyles;
  document.head.appendChild(style);
}

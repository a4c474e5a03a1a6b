import modalStyles from '@generated/local-search/modalStyles.js';

const STYLE_ID = 'docsearch-modal-styles';

/** Adds DocSearch's modal stylesheet (src/node/modalStyles.ts) to the page, once. */
export function addModalStyles(): void {
  if (document.getElementById(STYLE_ID)) return;
  const style = document.createElement('style');
  style.id = STYLE_ID;
  style.textContent = modalStyles;
  document.head.appendChild(style);
}

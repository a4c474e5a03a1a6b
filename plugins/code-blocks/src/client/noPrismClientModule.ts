// Stands in for @docusaurus/theme-classic's `prism-include-languages` client module, which put
// Prism and every additional language into the main bundle of every page. The languages are
// registered where code blocks render instead: plugins/code-blocks/src/client/Highlighted.tsx.
export {};

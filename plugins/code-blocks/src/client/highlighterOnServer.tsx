/** The server build's stand-in for `highlighter.tsx`: the highlighted block, rendered at once. */
export { default } from './Highlighted';

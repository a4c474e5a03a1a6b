/** Written by the plugin (src/node/index.ts) before the bundlers run. */
declare module '@generated/code-blocks/classes.json' {
  const classes: import('./shared/colourTable').ColourTable['classes'];
  export default classes;
}

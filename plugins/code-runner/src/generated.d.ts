/** Written by the plugin (src/node/index.ts) before the bundlers run. */
declare module '@generated/code-runner/worker.json' {
  /** The worker script, relative to the site's base URL: `code-runner/worker.<hash>.js`. */
  const worker: { file: string };
  export default worker;
}

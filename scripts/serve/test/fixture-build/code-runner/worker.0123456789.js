/* global self */
// A stand-in for the code runner's worker script (plugins/code-runner/src/worker/worker.ts).
const write = (text) => self.postMessage({ type: 'output', chunks: [{ stream: 'out', text }] });
self.onmessage = (event) => {
  write(`received ${event.data.code.length} characters of code`);
  write('the real worker evaluates them with a console that formats like Node');
  self.postMessage({ type: 'done', threw: false });
};

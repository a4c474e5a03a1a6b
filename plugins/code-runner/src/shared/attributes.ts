/** The code-block props the build sets (`remarkRunner`) and `RunnableCode` reads. */
export const RUNNER_ATTRIBUTE = 'data-runner';
export const NOTE_ATTRIBUTE = 'data-runner-note';
export const EXPECTED_ATTRIBUTE = 'data-expected';

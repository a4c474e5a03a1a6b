// Fills code-blocks' slot around each code block with the runner's controls.
export { default } from '../../../client/RunnableCode';

/** What the search modal needs of the engine, loaded as one lazy chunk (never with the page). */
export { createLocalSearchClient } from './docsearchAdapter';
export { searchIndexFor } from './engine';
export { watchModalAria } from './modalAria';

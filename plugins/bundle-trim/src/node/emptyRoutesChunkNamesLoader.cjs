// @ts-check
// Rspack loader for `.docusaurus/routesChunkNames.json` in the client build: routesLoader.cjs
// moves its content into routes.js, which fills this (then empty) object as it loads.
module.exports = require('./routesLoader.cjs').emptyRoutesChunkNamesLoader;

/**
 * Thrown by a plugin that rewrites the docs plugin's routes when they no longer have the shape it
 * relies on (card descriptions and page sidebars).
 */
export class DocsRouteShapeError extends Error {
  constructor(plugin: string, detail: string) {
    super(
      `${plugin}: ${detail}. The route shape of @docusaurus/plugin-content-docs changed; ` +
        `update plugins/${plugin} (see its README) before building.`,
    );
    this.name = 'RouteShapeError';
  }
}

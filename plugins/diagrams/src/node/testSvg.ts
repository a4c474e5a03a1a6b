/** Test data: an SVG of the shape mermaid.render returns. */
export const mermaidSvg = (id: string, fill: string) =>
  `<svg id="${id}" width="100%" xmlns="http://www.w3.org/2000/svg" class="flowchart" style="max-width: 120.5px;" ` +
  `viewBox="0 0 120.5 40.25" role="graphics-document document" aria-roledescription="flowchart-v2">` +
  `<style>#${id}{fill:${fill};}</style><g transform="translate(10.123456, 5)"><text>π 约为 3.14159</text></g></svg>`;

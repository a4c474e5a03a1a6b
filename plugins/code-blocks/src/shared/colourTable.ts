import type { PrismTheme } from 'prism-react-renderer';

export const COLOUR_MODES = ['light', 'dark'] as const;
export type ColourMode = (typeof COLOUR_MODES)[number];

/** For one colour mode: each token type's class names, by the style property each one sets. */
export type TypeClasses = Record<string, Record<string, string>>;

/**
 * Prism token colours as classes, for both colour modes at once: the same markup is right in
 * light and dark, so code needs no second render when the mode is known or changes.
 */
export interface ColourTable {
  /** Per mode, each token type's classes (Prism's theme dictionary, one class per property value). */
  classes: Record<ColourMode, TypeClasses>;
  /** Per mode, each class's declaration, e.g. `color:#00009f`. */
  declarations: Record<ColourMode, Record<string, string>>;
  /** Per mode, the block's own text and background colour. */
  plain: Record<ColourMode, { color: string; background: string }>;
}

const MODE_LETTER: Record<ColourMode, string> = { light: 'l', dark: 'd' };

const cssProperty = (property: string): string =>
  property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** Per token type, the style its theme entries give it, later entries overriding earlier ones. */
function styleByType(theme: PrismTheme): Record<string, Record<string, string>> {
  const byType: Record<string, Record<string, string>> = {};
  for (const entry of theme.styles) {
    if (entry.languages) {
      throw new Error(
        `code colours: language-specific theme entries are not supported (${entry.types.join(', ')})`,
      );
    }
    const style = Object.fromEntries(
      Object.entries(entry.style).map(([property, value]) => [property, String(value)]),
    );
    for (const type of entry.types) byType[type] = { ...byType[type], ...style };
  }
  return byType;
}

/** Builds the class table from the light and dark Prism themes. */
export function buildColourTable(themes: Record<ColourMode, PrismTheme>): ColourTable {
  const table: ColourTable = {
    classes: { light: {}, dark: {} },
    declarations: { light: {}, dark: {} },
    plain: { light: { color: '', background: '' }, dark: { color: '', background: '' } },
  };
  for (const mode of COLOUR_MODES) {
    const theme = themes[mode];
    const { color, backgroundColor } = theme.plain;
    if (!color || !backgroundColor) throw new Error(`code colours: the ${mode} theme needs plain colours`);
    table.plain[mode] = { color, background: backgroundColor };
    const classOf = new Map<string, string>();
    for (const [type, style] of Object.entries(styleByType(theme))) {
      table.classes[mode][type] = Object.fromEntries(
        Object.entries(style).map(([property, value]) => {
          const declaration = `${cssProperty(property)}:${value}`;
          let name = classOf.get(declaration);
          if (!name) {
            name = `${MODE_LETTER[mode]}${classOf.size.toString(36)}`;
            classOf.set(declaration, name);
            table.declarations[mode][name] = declaration;
          }
          return [property, name];
        }),
      );
    }
  }
  return table;
}

/**
 * The colour classes of a token with these types (outermost first). Like Prism's own inline
 * styles, a later type's property overrides an earlier one's, in each mode separately.
 */
export function tokenColourClasses(
  types: readonly string[],
  classes: Record<ColourMode, TypeClasses>,
): string {
  const names: string[] = [];
  for (const mode of COLOUR_MODES) {
    const byProperty: Record<string, string> = {};
    for (const type of types) Object.assign(byProperty, classes[mode][type]);
    names.push(...Object.values(byProperty));
  }
  return names.join(' ');
}

/** Stylesheet for the table: light unless the page is dark, and the block's plain colours. */
export function colourTableCss(table: ColourTable): string {
  const scope: Record<ColourMode, string> = {
    light: "html:not([data-theme='dark'])",
    dark: "html[data-theme='dark']",
  };
  return COLOUR_MODES.flatMap((mode) => [
    `${scope[mode]}{--prism-color:${table.plain[mode].color};--prism-background-color:${table.plain[mode].background}}`,
    ...Object.entries(table.declarations[mode]).map(
      ([name, declaration]) => `${scope[mode]} .token.${name}{${declaration}}`,
    ),
  ]).join('\n');
}

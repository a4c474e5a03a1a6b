/**
 * WCAG 2 colour contrast: parse CSS colours, measure the ratio between two of them, and move a
 * colour towards black or white just far enough to reach a ratio. Used to keep the Prism
 * themes readable (prism.ts).
 */

export type Rgb = readonly [number, number, number];

/** Parses `#rgb`, `#rrggbb` and `rgb(r, g, b)` / `rgb(r g b)`. */
export function parseColour(css: string): Rgb {
  const value = css.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/.exec(value)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
    return [0, 2, 4].map((start) => parseInt(full.slice(start, start + 2), 16)) as unknown as Rgb;
  }
  const rgb = /^rgb\(\s*(\d+)[\s,]+(\d+)[\s,]+(\d+)\s*\)$/.exec(value);
  if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])];
  throw new Error(`unsupported colour: ${css}`);
}

export function toHex([red, green, blue]: Rgb): string {
  return `#${[red, green, blue].map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
}

function relativeLuminance(colour: Rgb): number {
  const [red, green, blue] = colour.map((channel) => {
    const value = channel / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  }) as unknown as Rgb;
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

/** Contrast ratio between two colours, 1 to 21. */
export function contrastRatio(first: string, second: string): number {
  const [lighter, darker] = [
    relativeLuminance(parseColour(first)),
    relativeLuminance(parseColour(second)),
  ].sort((a, b) => b - a) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

/** `top` drawn with the given opacity over `bottom`. */
export function blend(top: string, bottom: string, opacity: number): string {
  const upper = parseColour(top);
  const lower = parseColour(bottom);
  return toHex(
    upper.map((channel, index) => channel * opacity + lower[index]! * (1 - opacity)) as unknown as Rgb,
  );
}

/**
 * The colour unchanged when it already reaches `ratio` against every background; otherwise
 * the least mix towards black (on light backgrounds) or white (on dark ones) that does.
 */
export function withContrast(colour: string, backgrounds: readonly string[], ratio: number): string {
  const meets = (candidate: string) =>
    backgrounds.every((background) => contrastRatio(candidate, background) >= ratio);
  if (meets(colour)) return colour;
  const darkBackground = backgrounds.every((background) => relativeLuminance(parseColour(background)) < 0.18);
  const target = darkBackground ? '#ffffff' : '#000000';
  for (let step = 1; step <= 100; step++) {
    const candidate = blend(target, colour, step / 100);
    if (meets(candidate)) return candidate;
  }
  throw new Error(`no colour near ${colour} reaches ${ratio}:1`);
}

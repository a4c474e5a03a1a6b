import type { Props } from '@theme/CodeBlock/Line/Token';
import classes from '@generated/code-blocks/classes.json';
import type { ReactNode } from 'react';
import { tokenColourClasses } from '@site/plugins/code-blocks/src/shared/colourTable';

/** Colour classes by token types: a page has thousands of tokens but a few dozen kinds. */
const coloursByTypes = new Map<string, string>();

function colourClasses(types: readonly string[]): string {
  const key = types.join(' ');
  let colours = coloursByTypes.get(key);
  if (colours === undefined) {
    colours = tokenColourClasses(types, classes);
    coloursByTypes.set(key, colours);
  }
  return colours;
}

/** A token with its light and dark colour classes (plugins/code-blocks), in place of inline styles. */
export default function CodeBlockLineToken({ token, className, children, style }: Props): ReactNode {
  const colours = colourClasses(token.types);
  return (
    <span className={colours ? `${className} ${colours}` : className} style={style}>
      {children}
    </span>
  );
}

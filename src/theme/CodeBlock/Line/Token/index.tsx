import type { Props } from '@theme/CodeBlock/Line/Token';
import classes from '@generated/code-blocks/classes.json';
import type { ReactNode } from 'react';
import { tokenColourClasses } from '@site/plugins/code-blocks/src/shared/colourTable';

/** A token with its light and dark colour classes (plugins/code-blocks), in place of inline styles. */
export default function CodeBlockLineToken({ token, className, children, style }: Props): ReactNode {
  const colours = tokenColourClasses(token.types, classes);
  return (
    <span className={colours ? `${className} ${colours}` : className} style={style}>
      {children}
    </span>
  );
}

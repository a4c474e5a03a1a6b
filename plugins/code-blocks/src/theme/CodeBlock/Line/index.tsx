import classes from '@generated/code-blocks/classes.json';
import Line from '@theme-init/CodeBlock/Line';
import type { Props } from '@theme/CodeBlock/Line';
import type { ReactNode } from 'react';
import { tokenColourClasses } from '../../../shared/colourTable';
import { sharedTokenProps } from '../../../client/sharedTokenProps';

/** A token's light and dark colour classes (plugins/code-blocks), in place of inline styles. */
const colourClasses = (types: readonly string[]): string => tokenColourClasses(types, classes);

/**
 * The original line, given token props computed once per kind of token (see `sharedTokenProps`),
 * each with its colour classes.
 */
export default function CodeBlockLineWrapper(props: Props): ReactNode {
  return <Line {...props} getTokenProps={sharedTokenProps(props.getTokenProps, colourClasses)} />;
}

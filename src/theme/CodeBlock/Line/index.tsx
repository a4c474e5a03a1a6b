import Line from '@theme-original/CodeBlock/Line';
import type { Props } from '@theme/CodeBlock/Line';
import type { ReactNode } from 'react';
import { sharedTokenProps } from '@site/src/lib/sharedTokenProps';

/** The original line, given token props computed once per kind of token (see `sharedTokenProps`). */
export default function CodeBlockLineWrapper(props: Props): ReactNode {
  return <Line {...props} getTokenProps={sharedTokenProps(props.getTokenProps)} />;
}

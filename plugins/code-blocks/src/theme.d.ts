/** Theme components this plugin adds (src/theme/), for plugins that fill or wrap them. */
declare module '@theme/CodeBlock/Runnable' {
  import type { ReactNode } from 'react';

  export interface Props {
    /** The code block's props, with any `data-*` the build added to the fence. */
    blockProps: { className?: string; language?: string };
    /** The block's code: a string when it is text only. */
    code: ReactNode;
    /** The code block as rendered. */
    children: ReactNode;
  }

  export default function CodeBlockRunnable(props: Props): ReactNode;
}

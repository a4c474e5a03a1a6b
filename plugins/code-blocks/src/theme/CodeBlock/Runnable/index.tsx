import type { Props } from '@theme/CodeBlock/Runnable';
import type { ReactNode } from 'react';

/**
 * A slot around each code block for another plugin to fill (plugins/code-runner puts its
 * 「运行」/「编辑」 controls here from its own theme path). Alone, it renders the block as it is.
 */
export default function CodeBlockRunnable({ children }: Props): ReactNode {
  return children;
}

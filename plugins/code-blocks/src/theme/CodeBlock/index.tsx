import type { Props } from '@theme/CodeBlock';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import Runnable from '@theme/CodeBlock/Runnable';
import { Children, isValidElement, type ReactNode } from 'react';

/** Text-only children as one string (highlighted and copyable); children with elements as they are. */
function codeText(children: ReactNode): ReactNode {
  const parts = Children.toArray(children);
  if (parts.some((part) => isValidElement(part))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

/**
 * The original picks string or element content the same way, then mounts it a second time
 * after hydration so inline Prism colours match the colour mode. Colours are classes for both
 * modes here (plugins/code-blocks), so the block renders once. Each block sits in the
 * `CodeBlock/Runnable` slot, which plugins/code-runner fills with its controls.
 */
export default function CodeBlock({ children, ...props }: Props): ReactNode {
  const code = codeText(children);
  return (
    <Runnable blockProps={props} code={code}>
      {typeof code === 'string' ? (
        <StringContent {...props}>{code}</StringContent>
      ) : (
        <ElementContent {...props}>{code}</ElementContent>
      )}
    </Runnable>
  );
}

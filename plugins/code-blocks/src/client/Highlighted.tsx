import Content from '@theme-init/CodeBlock/Content';
import type { Props } from '@theme/CodeBlock/Content';
import type { ReactNode } from 'react';
import prismIncludeLanguages from '@theme/prism-include-languages';
import { Prism } from 'prism-react-renderer';

// Registered here rather than in theme-classic's client module (replaced: src/node/index.ts), so Prism and the
// additional languages load only when a code block is highlighted in the browser.
prismIncludeLanguages(Prism as Parameters<typeof prismIncludeLanguages>[0]);

/** theme-classic's highlighted `<pre>`, in its own chunk with Prism. */
export default Content as (props: Props) => ReactNode;

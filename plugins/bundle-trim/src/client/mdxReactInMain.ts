// Every MDX page's content chunk imports MDX's provider (@mdx-js/react, ~0.2 KB gzip), and so
// does theme-classic's MDXContent: a doc page loaded two copies, and each of ~350 content chunks
// held one. As a client module it loads with `main`, and the bundler leaves it out of them all.
export { MDXProvider, useMDXComponents } from '@mdx-js/react';

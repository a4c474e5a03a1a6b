import Content from '@theme-original/CodeBlock/Content';
import prismIncludeLanguages from '@theme/prism-include-languages';
import { Prism } from 'prism-react-renderer';

// Registered here rather than in a client module (plugins/bundle-trim), so Prism and the
// additional languages load with code blocks instead of with every page.
prismIncludeLanguages(Prism as Parameters<typeof prismIncludeLanguages>[0]);

export default Content;

import type { ThemeConfig } from '@docusaurus/preset-classic';
import { themes } from 'prism-react-renderer';

export const prism = {
  theme: themes.github,
  darkTheme: themes.dracula,
  additionalLanguages: ['bash', 'c', 'docker', 'nginx', 'sql', 'ini', 'diff', 'toml', 'powershell'],
} satisfies ThemeConfig['prism'];

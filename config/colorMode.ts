import type { ThemeConfig } from '@docusaurus/preset-classic';

/** Light by default; the switch cycles system → light → dark. */
export const colorMode = {
  defaultMode: 'light',
  disableSwitch: false,
  respectPrefersColorScheme: true,
} satisfies ThemeConfig['colorMode'];

import type { I18nConfig } from '@docusaurus/types';

export const i18n = {
  defaultLocale: 'zh-Hans',
  locales: ['zh-Hans'],
  localeConfigs: {
    'zh-Hans': {
      label: '简体中文',
      direction: 'ltr',
      htmlLang: 'zh-Hans',
      calendar: 'gregory',
    },
  },
} satisfies Partial<I18nConfig>;

import js from '@eslint/js';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const ignored = {
  ignores: [
    'build/',
    '.docusaurus/',
    'node_modules/',
    'test-results/',
    'playwright-report/',
    '.cache/',
    'tests/fixtures/',
    'packages/*/lib/',
  ],
};

const browserCode = {
  files: [
    'src/**/*.{ts,tsx}',
    '{plugins,packages}/**/src/client/**/*.{ts,tsx}',
    '{plugins,packages}/**/src/theme/**/*.tsx',
  ],
  languageOptions: { globals: globals.browser },
  plugins: { react, 'react-hooks': reactHooks },
  settings: { react: { version: 'detect' } },
  rules: {
    ...react.configs.recommended.rules,
    ...react.configs['jsx-runtime'].rules,
    ...reactHooks.configs.recommended.rules,
    'react/prop-types': 'off',
  },
};

const nodeCode = {
  files: [
    '*.{ts,js}',
    'config/**/*.ts',
    'scripts/**/*.ts',
    'tests/**/*.ts',
    '{plugins,packages}/**/src/node/**/*.ts',
    'packages/*/test/**/*.ts',
    'packages/*/scripts/**/*.mjs',
    'packages/*/*.ts',
  ],
  languageOptions: { globals: globals.node },
};

// Rspack loads loaders with Node's require, so they are CommonJS and require their helpers.
const commonJsLoaders = {
  files: ['{plugins,packages}/**/src/node/**/*.cjs'],
  languageOptions: { sourceType: 'commonjs', globals: globals.node },
  rules: { '@typescript-eslint/no-require-imports': 'off' },
};

export default tseslint.config(
  ignored,
  js.configs.recommended,
  ...tseslint.configs.recommended,
  browserCode,
  nodeCode,
  commonJsLoaders,
);

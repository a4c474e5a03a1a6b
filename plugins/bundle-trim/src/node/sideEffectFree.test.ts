import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SIDE_EFFECT_FREE_PACKAGES } from './index';

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const read = (file: string): string => readFileSync(path.join(root, file), 'utf8');

describe('SIDE_EFFECT_FREE_PACKAGES', () => {
  it('matches the three packages’ files and nothing else', () => {
    for (const file of [
      '/site/node_modules/hoist-non-react-statics/dist/hoist-non-react-statics.cjs.js',
      '/site/node_modules/react-is/cjs/react-is.production.min.js',
      'C:\\site\\node_modules\\prop-types\\index.js',
    ])
      expect(SIDE_EFFECT_FREE_PACKAGES.test(file), file).toBe(true);
    for (const file of ['/site/node_modules/react/index.js', '/site/node_modules/react-is-x/index.js'])
      expect(SIDE_EFFECT_FREE_PACKAGES.test(file), file).toBe(false);
  });

  it('each package’s modules only define and export (no call at load time but require)', () => {
    const files = [
      'node_modules/hoist-non-react-statics/dist/hoist-non-react-statics.cjs.js',
      'node_modules/react-is/index.js',
      'node_modules/react-is/cjs/react-is.production.min.js',
      'node_modules/prop-types/index.js',
      'node_modules/prop-types/factoryWithThrowingShims.js',
      'node_modules/prop-types/lib/ReactPropTypesSecret.js',
    ];
    for (const file of files) {
      const code = read(file);
      expect(code, file).not.toMatch(/\b(window|document|globalThis|console)\b/);
    }
  });

  it('react-router uses react-is only in development prop checks and hoist-non-react-statics only in withRouter', () => {
    const router = read('node_modules/react-router/esm/react-router.js');
    const devOnly = router.split('if (process.env.NODE_ENV !== "production") {');
    const outsideDevBlocks = devOnly.map((part, index) =>
      index === 0 ? part : part.slice(part.indexOf('\n}\n')),
    );
    expect(router.match(/isValidElementType\(/g)).toHaveLength(1);
    expect(outsideDevBlocks.join('')).not.toContain('isValidElementType(');
    expect(router.match(/hoistStatics\(/g)).toHaveLength(1);
    expect(router.slice(router.indexOf('function withRouter('))).toContain(
      'return hoistStatics(C, Component);',
    );
  });

  it('no code of Docusaurus, the site or its plugins calls withRouter', () => {
    const sourceFiles = (folder: string): string[] =>
      readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
        .filter(
          (file) =>
            /\.(c|m)?[jt]sx?$/.test(file) && !file.endsWith('.d.ts') && !file.includes('node_modules'),
        )
        .map((file) => path.join(folder, file));
    const callers = [
      ...sourceFiles('node_modules/@docusaurus'),
      ...sourceFiles('src'),
      ...sourceFiles('plugins'),
    ].filter(
      (file) => !file.startsWith('plugins/bundle-trim/src/node/') && read(file).includes('withRouter'),
    );
    expect(callers).toEqual([]);
  });
});

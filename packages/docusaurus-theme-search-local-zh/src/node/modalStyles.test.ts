import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  assertDocSearchLayer,
  DOCSEARCH_LAYER,
  MODAL_STYLES_MODULE,
  modalStylesModule,
  writeModalStyles,
} from './modalStyles.ts';

describe('the modal stylesheet module', () => {
  it('exports the rules without comments, inside DocSearch’s cascade layer', () => {
    const source = modalStylesModule('/*! licence */\n.DocSearch-Modal{margin:0 auto}\n');
    expect(source).toBe(`export default "@layer ${DOCSEARCH_LAYER}{.DocSearch-Modal{margin:0 auto}}";\n`);
  });

  it('is written from the installed @docsearch/css, with the modal’s rules', () => {
    const generated = mkdtempSync(path.join(tmpdir(), 'modal-styles-'));
    writeModalStyles(generated);
    const source = readFileSync(path.join(generated, MODAL_STYLES_MODULE), 'utf8');
    expect(source).toContain('.DocSearch-Modal{');
    expect(source).not.toContain('.DocSearch-Button{');
  });

  it('is the module the browser code imports', () => {
    const client = readFileSync(path.join(import.meta.dirname, '../client/modalStyles.ts'), 'utf8');
    expect(client).toContain(`from '@generated/${MODAL_STYLES_MODULE}'`);
  });
});

describe('assertDocSearchLayer', () => {
  function outDirWithCss(css: string): string {
    const outDir = mkdtempSync(path.join(tmpdir(), 'built-'));
    mkdirSync(path.join(outDir, 'assets', 'css'), { recursive: true });
    writeFileSync(path.join(outDir, 'assets', 'css', 'styles.1.css'), css);
    return outDir;
  }

  it('accepts a build whose stylesheet declares the layer', () => {
    expect(() =>
      assertDocSearchLayer(outDirWithCss(`@layer ${DOCSEARCH_LAYER}{.DocSearch{}}`)),
    ).not.toThrow();
  });

  it('fails a build whose stylesheet does not, naming the layer', () => {
    expect(() =>
      assertDocSearchLayer(outDirWithCss(`@layer docusaurus.infima{} .x{} @layer ${DOCSEARCH_LAYER}-old;`)),
    ).toThrow(DOCSEARCH_LAYER);
  });
});

import { describe, expect, it } from 'vitest';
import { diagramHash, hashOfRenderFile, renderFileName, type RenderKey } from './hash';
import { planRenders, type DiagramUse } from './plan';
import { RENDER_SETTINGS } from './settings';

const key: RenderKey = { mermaidVersion: '11.17.2', settings: RENDER_SETTINGS };
const use = (file: string, line: number, source: string): DiagramUse => ({ file, line, source });
const bothFiles = (hash: string) => [renderFileName(hash, 'light'), renderFileName(hash, 'dark')];

describe('diagramHash', () => {
  it('is 16 hex digits and the same for the same text, version and settings', () => {
    expect(diagramHash('flowchart LR\n  A --> B', key)).toMatch(/^[0-9a-f]{16}$/);
    expect(diagramHash('flowchart LR\n  A --> B', key)).toBe(
      diagramHash('flowchart LR\n  A --> B', { ...key }),
    );
  });

  it('changes with the diagram text, the Mermaid version and the render settings', () => {
    const base = diagramHash('flowchart LR\n  A --> B', key);
    expect(diagramHash('flowchart LR\n  A --> C', key)).not.toBe(base);
    expect(diagramHash('flowchart LR\n  A --> B', { ...key, mermaidVersion: '11.18.0' })).not.toBe(base);
    expect(
      diagramHash('flowchart LR\n  A --> B', {
        ...key,
        settings: { ...RENDER_SETTINGS, themes: { light: 'default', dark: 'dark' } },
      } as unknown as RenderKey),
    ).not.toBe(base);
  });

  it('names a file per colour mode and reads the hash back from it', () => {
    expect(renderFileName('0123456789abcdef', 'dark')).toBe('0123456789abcdef.dark.svg');
    expect(hashOfRenderFile('0123456789abcdef.light.svg')).toBe('0123456789abcdef');
    expect(hashOfRenderFile('README.md')).toBeUndefined();
    expect(hashOfRenderFile('0123456789abcdef.svg')).toBeUndefined();
  });
});

describe('planRenders', () => {
  const flow = 'flowchart LR\n  A --> B';
  const seq = 'sequenceDiagram\n  A->>B: 你好';
  const flowHash = diagramHash(flow, key);
  const seqHash = diagramHash(seq, key);

  it('draws the diagrams without both renders, once per distinct text', () => {
    const plan = planRenders(
      [use('docs/a.md', 3, flow), use('docs/b.md', 9, flow), use('docs/b.md', 20, seq)],
      [renderFileName(flowHash, 'light')],
      key,
    );
    expect(plan.toRender).toEqual([flowHash, seqHash].sort());
    expect(plan.used.get(flowHash)).toHaveLength(2);
  });

  it('keeps what is drawn and removes the renders no diagram uses (a changed text or another version)', () => {
    const stale = diagramHash(flow, { ...key, mermaidVersion: '11.0.0' });
    const plan = planRenders(
      [use('docs/a.md', 3, flow)],
      [...bothFiles(flowHash), ...bothFiles(stale), 'README.md'],
      key,
    );
    expect(plan.toRender).toEqual([]);
    expect(plan.unused).toEqual(bothFiles(stale).sort());
  });

  it('draws everything again when forced', () => {
    expect(planRenders([use('docs/a.md', 3, flow)], bothFiles(flowHash), key, true).toRender).toEqual([
      flowHash,
    ]);
  });
});

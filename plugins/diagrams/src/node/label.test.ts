import { describe, expect, it } from 'vitest';
import { accessibleName, kindName, MAX_LABEL_LENGTH } from './label';

describe('accessibleName', () => {
  it('uses accTitle and accDescr when the diagram has them', () => {
    expect(accessibleName({ kind: 'flowchart-v2', title: '构建流程', description: '', texts: ['A'] })).toBe(
      '构建流程',
    );
    expect(
      accessibleName({ kind: 'flowchart-v2', title: '构建流程', description: '从源码到页面', texts: [] }),
    ).toBe('构建流程：从源码到页面');
  });

  it('otherwise names the kind and the distinct labels in order', () => {
    expect(
      accessibleName({
        kind: 'sequence',
        title: '',
        description: '',
        texts: ['浏览器', '服务器', '浏览器', ' GET  /user '],
      }),
    ).toBe('时序图：浏览器、服务器、GET /user');
    expect(accessibleName({ kind: 'stateDiagram', title: '', description: '', texts: [] })).toBe('状态图');
  });

  it('stops at the length limit with 等', () => {
    const texts = Array.from({ length: 60 }, (_, index) => `步骤${index}`);
    const name = accessibleName({ kind: 'flowchart-v2', title: '', description: '', texts });
    expect(name.length).toBeLessThanOrEqual(MAX_LABEL_LENGTH + 1);
    expect(name).toMatch(/^流程图：步骤0、步骤1、.*等$/);
  });

  it('names kinds it does not know 图表', () => {
    expect(kindName('classDiagram')).toBe('类图');
    expect(kindName('quadrantChart')).toBe('图表');
  });
});

/** What the accessible name of a diagram is made from. */
export interface LabelParts {
  /** Mermaid's `aria-roledescription`, e.g. `flowchart-v2`, `sequence`. */
  kind: string;
  /** `accTitle` and `accDescr`; empty when the diagram has none. */
  title: string;
  description: string;
  /** Visible texts in document order. */
  texts: readonly string[];
}

const KIND_NAMES: readonly [RegExp, string][] = [
  [/^flowchart/, '流程图'],
  [/^sequence/, '时序图'],
  [/^state/, '状态图'],
  [/^class/, '类图'],
  [/^er/, '实体关系图'],
  [/^gantt/, '甘特图'],
  [/^pie/, '饼图'],
  [/^mindmap/, '思维导图'],
  [/^journey/, '用户旅程图'],
  [/^timeline/, '时间线'],
];

/** The Chinese name of a diagram kind; 图表 for kinds without one. */
export function kindName(kind: string): string {
  return KIND_NAMES.find(([pattern]) => pattern.test(kind))?.[1] ?? '图表';
}

/** Longest accessible name made from the labels; a longer list ends with 等. */
export const MAX_LABEL_LENGTH = 160;

/**
 * The accessible name: `accTitle` (and `accDescr`) when the diagram has them, otherwise its
 * kind and its distinct labels, e.g. `流程图：开始、处理、结束`.
 */
export function accessibleName({ kind, title, description, texts }: LabelParts): string {
  if (title) return description ? `${title}：${description}` : title;
  const name = kindName(kind);
  const labels = [...new Set(texts.map((text) => text.replace(/\s+/g, ' ').trim()).filter(Boolean))];
  if (labels.length === 0) return description ? `${name}：${description}` : name;
  let summary = `${name}：`;
  for (const [index, label] of labels.entries()) {
    const next = `${summary}${index > 0 ? '、' : ''}${label}`;
    if (next.length > MAX_LABEL_LENGTH)
      return index === 0 ? `${next.slice(0, MAX_LABEL_LENGTH - 1)}…` : `${summary}等`;
    summary = next;
  }
  return summary;
}

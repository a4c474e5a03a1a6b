/** Tags grouped by initial, in an order that is the same on the server and in every browser. */

export interface TagLike {
  label: string;
  permalink: string;
}

export interface TagGroup<T extends TagLike> {
  initial: string;
  tags: T[];
}

/**
 * Pinned to zh-Hans collation: with the default locale, Node (build) and a
 * Chinese browser sort Han initials differently and hydration fails.
 */
export const tagCollator = new Intl.Collator('zh-Hans-CN', { sensitivity: 'base', numeric: true });

export function groupTagsByInitial<T extends TagLike>(
  tags: readonly T[],
  collator: Intl.Collator = tagCollator,
): TagGroup<T>[] {
  const groups = new Map<string, T[]>();
  for (const tag of tags) {
    const initial = (Array.from(tag.label)[0] ?? '#').toUpperCase();
    groups.set(initial, [...(groups.get(initial) ?? []), tag]);
  }
  return [...groups]
    .sort(([a], [b]) => collator.compare(a, b))
    .map(([initial, grouped]) => ({
      initial,
      tags: grouped.sort((a, b) => collator.compare(a.label, b.label)),
    }));
}

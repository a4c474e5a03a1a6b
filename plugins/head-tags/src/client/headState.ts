import type { Attributes, HeadEntry, HeadTag } from './headEntry';

/** The head that all mounted `<Head>`s ask for together. */
export interface HeadState {
  title?: string;
  htmlAttributes: Attributes;
  bodyAttributes: Attributes;
  tags: HeadTag[];
}

/** Meta attributes that name what a meta tag sets, in the order they are looked for. */
const META_KEYS = ['name', 'property', 'http-equiv', 'charset', 'itemprop'] as const;

/**
 * What a tag sets, so that a later `<Head>` replaces it: a meta tag's name (or property…),
 * the canonical link, any other link's href, a script's src or text. Undefined for a tag that
 * names nothing, which is left out.
 */
export function tagIdentity(tag: HeadTag): string | undefined {
  const { attributes } = tag;
  switch (tag.name) {
    case 'meta': {
      const key = META_KEYS.find((name) => attributes[name]);
      return key && `meta ${key}=${attributes[key]?.toLowerCase()}`;
    }
    case 'link':
      if (attributes.rel?.toLowerCase() === 'canonical') return 'link rel=canonical';
      return attributes.href ? `link href=${attributes.href}` : undefined;
    case 'base':
      return attributes.href || attributes.target ? 'base' : undefined;
    case 'script':
      if (attributes.src) return `script src=${attributes.src}`;
      return tag.content ? `script ${tag.content}` : undefined;
    default:
      return tag.content ? `${tag.name} ${tag.content}` : undefined;
  }
}

/**
 * Merges the entries of the mounted `<Head>`s, first rendered first. A later entry wins: its title,
 * its value of an attribute, and its tags over earlier tags of the same identity. Tags of one
 * entry never replace each other (a page may list two alternate links).
 */
export function mergeHeadEntries(entries: readonly HeadEntry[]): HeadState {
  const state: HeadState = { htmlAttributes: {}, bodyAttributes: {}, tags: [] };
  for (const entry of entries) {
    if (entry.title !== undefined) state.title = entry.title;
    Object.assign(state.htmlAttributes, entry.htmlAttributes);
    Object.assign(state.bodyAttributes, entry.bodyAttributes);
  }
  const claimedByLater = new Set<string>();
  const keptByEntry: HeadTag[][] = [];
  for (const entry of [...entries].reverse()) {
    const kept: HeadTag[] = [];
    const claimedHere: string[] = [];
    for (const tag of entry.tags) {
      const identity = tagIdentity(tag);
      if (identity === undefined || claimedByLater.has(identity)) continue;
      claimedHere.push(identity);
      kept.push(tag);
    }
    for (const identity of claimedHere) claimedByLater.add(identity);
    keptByEntry.unshift(kept);
  }
  state.tags = keptByEntry.flat();
  return state;
}

const byKey = ([a]: [string, unknown], [b]: [string, unknown]): number => (a < b ? -1 : a > b ? 1 : 0);

/** JSON with its object keys sorted: the server's HTML minifier reorders them in JSON-LD. */
function sortedJson(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), (_key, value: unknown) =>
      value && typeof value === 'object' && !Array.isArray(value)
        ? Object.fromEntries(Object.entries(value).sort(byKey))
        : value,
    );
  } catch {
    return text;
  }
}

/** A tag's name, attributes (in any order) and text (JSON-LD: its data): equal for equal elements. */
export function tagSignature(tag: HeadTag): string {
  const attributes = Object.entries(tag.attributes).sort(byKey);
  const content =
    tag.attributes.type === 'application/ld+json' ? sortedJson(tag.content ?? '') : (tag.content ?? '');
  return JSON.stringify([tag.name, attributes, content]);
}

export interface TagChanges {
  /** Indexes of the present tags to remove. */
  remove: number[];
  /** Wanted tags that are not present yet, in order. */
  add: HeadTag[];
}

/** Which of the tags now in the head to drop, and which to add, so the head holds `wanted`. */
export function planTagChanges(present: readonly HeadTag[], wanted: readonly HeadTag[]): TagChanges {
  const unmatched = new Map<string, number[]>();
  present.forEach((tag, index) => {
    const signature = tagSignature(tag);
    unmatched.set(signature, [...(unmatched.get(signature) ?? []), index]);
  });
  const add: HeadTag[] = [];
  for (const tag of wanted) {
    const match = unmatched.get(tagSignature(tag))?.shift();
    if (match === undefined) add.push(tag);
  }
  const remove = [...unmatched.values()].flat().sort((a, b) => a - b);
  return { remove, add };
}

export interface AttributeChanges {
  set: Attributes;
  remove: string[];
}

/**
 * Attribute changes on `<html>` or `<body>`: set what differs from `present`, remove what an
 * earlier state set and this one does not (other attributes, such as the colour mode's, stay).
 */
export function planAttributeChanges(
  present: Readonly<Record<string, string | null>>,
  previouslySet: Iterable<string>,
  wanted: Attributes,
): AttributeChanges {
  const set: Attributes = {};
  for (const [name, value] of Object.entries(wanted)) if (present[name] !== value) set[name] = value;
  const remove = [...previouslySet].filter((name) => !(name in wanted) && present[name] != null);
  return { set, remove };
}

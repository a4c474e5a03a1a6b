import { Children, Fragment, isValidElement, type ReactNode } from 'react';

/** Elements a `<Head>` may hold besides `<html>`, `<body>` and `<title>`; they go in `<head>`. */
export const HEAD_TAG_NAMES = ['base', 'link', 'meta', 'noscript', 'script', 'style'] as const;
export type HeadTagName = (typeof HEAD_TAG_NAMES)[number];

/** HTML attribute name → value, as the DOM holds them. */
export type Attributes = Record<string, string>;

export interface HeadTag {
  name: HeadTagName;
  attributes: Attributes;
  /** Text of a `<script>`, `<style>` or `<noscript>`. */
  content?: string;
}

/** What one `<Head>` asks for. */
export interface HeadEntry {
  title?: string;
  htmlAttributes: Attributes;
  bodyAttributes: Attributes;
  tags: HeadTag[];
}

/** React prop names that differ from their HTML attribute beyond letter case. */
const ATTRIBUTE_NAMES: Readonly<Record<string, string>> = {
  className: 'class',
  htmlFor: 'for',
  httpEquiv: 'http-equiv',
};

const TEXT_ELEMENTS = new Set<string>(['title', 'script', 'style', 'noscript']);
const isHeadTagName = (name: string): name is HeadTagName =>
  (HEAD_TAG_NAMES as readonly string[]).includes(name);

export class HeadChildError extends Error {
  constructor(detail: string) {
    super(`<Head>: ${detail}`);
    this.name = 'HeadChildError';
  }
}

/** HTML attributes of an element's props; `undefined`/`null` props are left out. */
export function attributesOf(props: Record<string, unknown>): Attributes {
  const attributes: Attributes = {};
  for (const [prop, value] of Object.entries(props)) {
    if (prop === 'children' || value === undefined || value === null) continue;
    if (typeof value === 'object' || typeof value === 'function')
      throw new HeadChildError(`the ${prop} attribute must be a string, number or boolean`);
    attributes[ATTRIBUTE_NAMES[prop] ?? prop.toLowerCase()] = String(value);
  }
  return attributes;
}

/** The text of `<title>`, `<script>`…: strings and numbers, possibly in arrays (`{a}{b}`). */
function textOf(element: string, children: unknown): string | undefined {
  if (children === undefined || children === null || children === false) return undefined;
  if (typeof children === 'string' || typeof children === 'number') return String(children);
  if (Array.isArray(children)) return children.map((child) => textOf(element, child) ?? '').join('');
  throw new HeadChildError(`<${element}> may only hold text`);
}

function addChild(entry: HeadEntry, child: ReactNode): void {
  // Text between elements, and what `{cond && <meta />}` leaves when false, set nothing.
  if (!isValidElement<Record<string, unknown>>(child)) return;
  const { type, props } = child;
  if (type === Fragment) {
    Children.forEach(props.children as ReactNode, (nested) => addChild(entry, nested));
    return;
  }
  if (typeof type !== 'string')
    throw new HeadChildError('only html, body, title and head elements may be inside, not components');
  if (!TEXT_ELEMENTS.has(type) && props.children !== undefined)
    throw new HeadChildError(`<${type}> cannot hold children`);
  if (type === 'title') {
    entry.title = textOf(type, props.children) ?? '';
  } else if (type === 'html') {
    entry.htmlAttributes = { ...entry.htmlAttributes, ...attributesOf(props) };
  } else if (type === 'body') {
    entry.bodyAttributes = { ...entry.bodyAttributes, ...attributesOf(props) };
  } else if (isHeadTagName(type)) {
    const content = textOf(type, props.children);
    entry.tags.push({
      name: type,
      attributes: attributesOf(props),
      ...(content === undefined ? {} : { content }),
    });
  } else {
    throw new HeadChildError(`<${type}> does not belong in the document head`);
  }
}

/** Reads a `<Head>`'s children: what it sets on `<html>`, `<body>`, the title and head tags. */
export function headEntryFromChildren(children: ReactNode): HeadEntry {
  const entry: HeadEntry = { htmlAttributes: {}, bodyAttributes: {}, tags: [] };
  Children.forEach(children, (child) => addChild(entry, child));
  return entry;
}

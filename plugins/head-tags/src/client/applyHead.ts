import { HEAD_TAG_NAMES, type HeadTag, type HeadTagName } from './headEntry';
import { planAttributeChanges, planTagChanges, type HeadState } from './headState';

/** Marks the head tags this module (and the server render) wrote, as react-helmet-async did. */
const MANAGED = 'data-rh';
const TEXT_TAGS = new Set<HeadTagName>(['script', 'style', 'noscript']);

function tagOf(element: Element, name: HeadTagName): HeadTag {
  const attributes: Record<string, string> = {};
  for (const { name: attribute, value } of Array.from(element.attributes))
    if (attribute !== MANAGED) attributes[attribute] = value;
  return TEXT_TAGS.has(name)
    ? { name, attributes, content: element.textContent ?? '' }
    : { name, attributes };
}

function elementOf(document: Document, tag: HeadTag): Element {
  const element = document.createElement(tag.name);
  for (const [name, value] of Object.entries(tag.attributes)) element.setAttribute(name, value);
  if (tag.content !== undefined) element.textContent = tag.content;
  element.setAttribute(MANAGED, 'true');
  return element;
}

function applyAttributes(element: Element, previouslySet: Set<string>, wanted: Record<string, string>): void {
  const present = Object.fromEntries(
    Object.keys(wanted)
      .concat([...previouslySet])
      .map((name) => [name, element.getAttribute(name)]),
  );
  const changes = planAttributeChanges(present, previouslySet, wanted);
  for (const [name, value] of Object.entries(changes.set)) element.setAttribute(name, value);
  for (const name of changes.remove) element.removeAttribute(name);
  previouslySet.clear();
  for (const name of Object.keys(wanted)) previouslySet.add(name);
}

/** Attributes set on `<html>` and `<body>` by the last state applied. */
const setOnHtml = new Set<string>();
const setOnBody = new Set<string>();

/** Brings the document to `state`, touching only what differs (after hydration: nothing but new attributes). */
export function applyHeadState(state: HeadState, document: Document): void {
  if (state.title !== undefined && document.title !== state.title) document.title = state.title;
  applyAttributes(document.documentElement, setOnHtml, state.htmlAttributes);
  applyAttributes(document.body, setOnBody, state.bodyAttributes);
  for (const name of HEAD_TAG_NAMES) {
    const present = Array.from(document.head.querySelectorAll(`${name}[${MANAGED}]`));
    const wanted = state.tags.filter((tag) => tag.name === name);
    const changes = planTagChanges(
      present.map((element) => tagOf(element, name)),
      wanted,
    );
    for (const index of changes.remove) present[index]?.remove();
    for (const tag of changes.add) document.head.appendChild(elementOf(document, tag));
  }
}

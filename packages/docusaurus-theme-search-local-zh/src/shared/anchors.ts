/**
 * Most headings' anchors are their text made into a slug, as Docusaurus makes them: the index
 * stores `0` for those (a third of its compressed size was anchors) and the anchor itself only
 * when it differs (a repeated heading's `-1`, an explicit id, inline code).
 */

/** The anchor Docusaurus gives a heading's text: lower case, punctuation and symbols dropped, spaces as dashes. */
export function headingSlug(text: string): string {
  return text
    .toLowerCase()
    .trim()
    .replace(/[^\p{L}\p{N}\p{M}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** The record's heading: its h3 text, else its h2 text. */
const headingOf = (lvl2: string, lvl3: string): string => lvl3 || lvl2;

/** `0` when the anchor is the heading's slug, else the anchor. */
export function encodeAnchor(anchor: string, lvl2: string, lvl3: string): string | 0 {
  return anchor === headingSlug(headingOf(lvl2, lvl3)) ? 0 : anchor;
}

export function decodeAnchor(stored: string | 0, lvl2: string, lvl3: string): string {
  return stored === 0 ? headingSlug(headingOf(lvl2, lvl3)) : stored;
}

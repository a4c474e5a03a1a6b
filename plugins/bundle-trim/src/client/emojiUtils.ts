/**
 * Stands in for theme-common's `utils/emojiUtils` (DocCard's leading-emoji icon): the same
 * answer, with the costs paid only for labels that can start with an emoji. The original made
 * an `Intl.Segmenter` as the page loaded and compiled its `\p{RGI_Emoji}` pattern (emitted as
 * `new RegExp(…, 'v')`) for every card: ~100 ms of a category page's load at 4× CPU slowdown.
 */

/** Every RGI emoji sequence starts with a code point of the Emoji property (digits and # too). */
const MAY_START_WITH_EMOJI = /^\p{Emoji}/u;

let graphemes: Intl.Segmenter | undefined;
let rgiEmoji: RegExp | undefined;

export function extractLeadingEmoji(input: string): { emoji: string | null; rest: string } {
  if (!MAY_START_WITH_EMOJI.test(input)) return { emoji: null, rest: input };
  graphemes ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  const first = graphemes.segment(input)[Symbol.iterator]().next().value?.segment;
  if (!first) return { emoji: null, rest: input };
  rgiEmoji ??= new RegExp('^\\p{RGI_Emoji}$', 'v');
  if (!rgiEmoji.test(first)) return { emoji: null, rest: input };
  return { emoji: first, rest: input.slice(first.length) };
}

/**
 * Filler phrases the content guide bans: they tell the reader something matters instead of
 * saying why. Matched in prose outside code; the finding names the phrase.
 */
export const STOCK_PHRASES: readonly string[] = [
  '这是面试官最想听到的',
  '面试官最想听到',
  '划重点',
  '面试加分项',
  '敲黑板',
  '一句话总结',
  '重中之重',
  '必考',
];

/**
 * The word file: the sorted words of page content (`encodeWords`) and their postings, loaded only
 * by queries that hold a non-Han word. Layout: the words' UTF-8 byte length as a varint, the
 * words, then the postings (`encodePostings`): one list per word, then for each word again the
 * pages where at least three of the page's records hold it.
 */
import { pushVarint, readVarint } from './postings.ts';

export function encodeWordFile(encodedWords: string, postings: Uint8Array): Uint8Array {
  const words = new TextEncoder().encode(encodedWords);
  const head: number[] = [];
  pushVarint(head, words.length);
  const bytes = new Uint8Array(head.length + words.length + postings.length);
  bytes.set(head, 0);
  bytes.set(words, head.length);
  bytes.set(postings, head.length + words.length);
  return bytes;
}

export function decodeWordFile(bytes: Uint8Array): { encodedWords: string; postings: Uint8Array } {
  const [length, start] = readVarint(bytes, 0);
  if (start + length > bytes.length) throw new Error('word file: truncated words');
  return {
    encodedWords: new TextDecoder().decode(bytes.subarray(start, start + length)),
    postings: bytes.subarray(start + length),
  };
}

/**
 * Han terms live in shards, chosen by the first character's code point, so a query fetches only the
 * shards of its own bigrams. One shard file holds, for its terms: the sorted Han terms held by two or
 * more pages (with their postings and frequent-page lists) and the rare bigrams held by one page
 * (with that page). Shared by the indexer and the browser.
 */
import { decodeHan, encodeHan } from './dictionary.ts';
import { decodePostings, encodePostings, postingRanges, pushVarint, readVarint } from './postings.ts';

/** Which shard holds a Han term. */
export function hanShardOf(term: string, shardCount: number): number {
  return term.codePointAt(0)! % shardCount;
}

/** The file of shard `shard` of the set named `set` (`han/<hash>`), relative to the search folder. */
export function hanShardFile(set: string, shard: number): string {
  return `${set}-${shard}.bin`;
}

/** The contents of one shard, before encoding. */
export interface HanShardContents {
  /** Sorted terms held by two or more pages (lone characters whatever their count). */
  terms: string[];
  /** For each term, the pages whose content holds it, ascending. */
  present: number[][];
  /** For each term, the pages where at least three records hold it, ascending. */
  frequent: number[][];
  /** Sorted Han bigrams held by one page only. */
  rare: string[];
  /** The page of each rare bigram. */
  rarePages: number[];
}

/**
 * Layout: varint length + UTF-8 of the terms (`encodeHan`), varint length + UTF-8 of the rare
 * bigrams (joined by '\n'), one varint page per rare bigram, then the postings (`encodePostings`):
 * each term's pages, then each term's frequent pages.
 */
export function encodeHanShard(shard: HanShardContents): Uint8Array {
  const encoder = new TextEncoder();
  const terms = encoder.encode(encodeHan(shard.terms));
  const rare = encoder.encode(shard.rare.join('\n'));
  const head: number[] = [];
  pushVarint(head, terms.length);
  const middle: number[] = [];
  pushVarint(middle, rare.length);
  const pages: number[] = [];
  for (const page of shard.rarePages) pushVarint(pages, page);
  const postings = encodePostings([...shard.present, ...shard.frequent]);
  const out = new Uint8Array(
    head.length + terms.length + middle.length + rare.length + pages.length + postings.length,
  );
  let at = 0;
  for (const part of [head, terms, middle, rare, pages, postings]) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** A shard as the browser reads it: lists decode when a query asks for them. */
export interface HanShard {
  terms: string[];
  rare: string[];
  rarePages: number[];
  postings: Uint8Array;
  /** See `postingRanges`: the terms' lists, then their frequent lists. */
  ranges: Uint32Array;
}

export function decodeHanShard(bytes: Uint8Array): HanShard {
  const decoder = new TextDecoder();
  const [termsLength, termsStart] = readVarint(bytes, 0);
  const terms = decodeHan(decoder.decode(bytes.subarray(termsStart, termsStart + termsLength)));
  const [rareLength, rareStart] = readVarint(bytes, termsStart + termsLength);
  const rareText = decoder.decode(bytes.subarray(rareStart, rareStart + rareLength));
  const rare = rareText === '' ? [] : rareText.split('\n');
  const rarePages: number[] = [];
  let at = rareStart + rareLength;
  for (let i = 0; i < rare.length; i++) {
    const [page, next] = readVarint(bytes, at);
    rarePages.push(page);
    at = next;
  }
  const postings = bytes.subarray(at);
  return { terms, rare, rarePages, postings, ranges: postingRanges(postings, terms.length * 2) };
}

/** The pages and frequent pages of term number `index` of a decoded shard. */
export function hanShardPages(shard: HanShard, index: number): { present: number[]; frequent: number[] } {
  return {
    present: decodePostings(shard.postings, shard.ranges, index),
    frequent: decodePostings(shard.postings, shard.ranges, shard.terms.length + index),
  };
}

/**
 * The search page starts fetching its query's files from an inline script in its head, while the
 * page's scripts still download: the Han shards of its characters, and the word file when it holds
 * a word. The engine then takes those responses instead of fetching again. The script is built
 * here (Node) and the hand-over read here (browser).
 */
import { hanShardFile } from './hanShards.ts';
import type { SearchManifest } from './types.ts';

/** Where the inline script leaves its fetches: file URL → response promise. */
export const EARLY_FETCHES_GLOBAL = '__searchEarlyFetches';

/** Most shards the script fetches; a longer query fetches the rest when the engine runs. */
export const EARLY_SHARD_LIMIT = 4;

/**
 * The inline script. It reads the page's `q` (its first 64 characters, NFKC as the engine reads
 * them) and fetches the shard of bigrams starting with each Han character, plus the word file
 * if a letter or digit is not Han. A failed fetch is left for the engine to see (and retry); it
 * never reaches the console as an unhandled rejection.
 */
export function earlySearchFetchesScript(manifest: SearchManifest, searchFolderUrl: string): string {
  const first = JSON.stringify(`${searchFolderUrl}${hanShardFile(manifest.han, 0).replace(/-0\.bin$/, '-')}`);
  const words = JSON.stringify(`${searchFolderUrl}${manifest.words}`);
  return (
    `(function(){try{var q=new URLSearchParams(location.search).get("q");if(!q)return;` +
    `var f={},n=0,h=/\\p{Script=Han}/u,l=/[\\p{L}\\p{N}]/u,w=${words},g=function(u){f[u]=fetch(u);f[u].catch(function(){})};` +
    `for(var c of q.slice(0,64).normalize("NFKC")){if(!h.test(c)){if(!f[w]&&l.test(c))g(w);continue}` +
    `if(n===${EARLY_SHARD_LIMIT})continue;var u=${first}+c.codePointAt(0)%${manifest.hanShards}+".bin";` +
    `if(!f[u]){g(u);n++}}` +
    `window.${EARLY_FETCHES_GLOBAL}=f}catch(e){}})()`
  );
}

/** The response the inline script started for `url`, once (later calls fetch as usual). */
export function takeEarlyFetch(url: string): Promise<Response> | undefined {
  if (typeof window === 'undefined') return undefined;
  const started = (window as unknown as Record<string, Record<string, Promise<Response>> | undefined>)[
    EARLY_FETCHES_GLOBAL
  ];
  const response = started?.[url];
  if (started && response) delete started[url];
  return response;
}

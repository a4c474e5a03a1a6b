/**
 * The search page starts fetching its query's Han shards from an inline script in its head, while
 * the page's scripts still download; the engine then takes those responses instead of fetching
 * again. The script is built here (Node) and the hand-over read here (browser).
 */
import { hanShardFile } from './hanShards';
import type { SearchManifest } from './types';

/** Where the inline script leaves its fetches: shard URL → response promise. */
export const EARLY_SHARDS_GLOBAL = '__searchEarlyShards';

/** Most shards the script fetches; a longer query fetches the rest when the engine runs. */
export const EARLY_SHARD_LIMIT = 4;

/**
 * The inline script: for each Han character of the page's `q` (its first 64 characters, NFKC as
 * the engine reads them), the shard of bigrams starting with it. A failed fetch is left for the
 * engine to see (and retry); it never reaches the console as an unhandled rejection.
 */
export function earlyShardsScript(manifest: SearchManifest, searchFolderUrl: string): string {
  const first = JSON.stringify(`${searchFolderUrl}${hanShardFile(manifest.han, 0).replace(/-0\.bin$/, '-')}`);
  return (
    `(function(){try{var q=new URLSearchParams(location.search).get("q");if(!q)return;` +
    `var f={},n=0,h=/\\p{Script=Han}/u;` +
    `for(var c of q.slice(0,64).normalize("NFKC")){if(n===${EARLY_SHARD_LIMIT})break;if(!h.test(c))continue;` +
    `var u=${first}+c.codePointAt(0)%${manifest.hanShards}+".bin";` +
    `if(!f[u]){f[u]=fetch(u);f[u].catch(function(){});n++}}` +
    `window.${EARLY_SHARDS_GLOBAL}=f}catch(e){}})()`
  );
}

/** The response the inline script started for `url`, once (later calls fetch as usual). */
export function takeEarlyShard(url: string): Promise<Response> | undefined {
  if (typeof window === 'undefined') return undefined;
  const started = (window as unknown as Record<string, Record<string, Promise<Response>> | undefined>)[
    EARLY_SHARDS_GLOBAL
  ];
  const response = started?.[url];
  if (started && response) delete started[url];
  return response;
}

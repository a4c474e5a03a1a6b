import { parseChunk, parseIndex, parseManifest } from '../shared/bankFiles';
import type { AnswerChunk, BankIndex } from '../shared/types';

/** A bank file that could not be fetched or read; the page offers a retry. */
export class BankLoadError extends Error {}

async function fetchJson(url: string): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url);
  } catch {
    throw new BankLoadError('题库文件加载失败，请检查网络连接后重试。');
  }
  if (!response.ok) throw new BankLoadError(`题库文件加载失败（HTTP ${response.status}），请稍后重试。`);
  try {
    return await response.json();
  } catch {
    throw new BankLoadError('题库文件已损坏，请刷新页面后重试。');
  }
}

/**
 * Loads the bank: the manifest and the index first (the start screen), answer files on demand.
 * A loaded file is kept for the visit, so a session keeps going offline; a failed one is fetched
 * again on the next call.
 */
export class BankLoader {
  private index: Promise<BankIndex> | undefined;
  private readonly chunks = new Map<number, Promise<AnswerChunk>>();
  private readonly folder: string;

  constructor(private readonly manifestUrl: string) {
    this.folder = manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);
  }

  loadIndex(): Promise<BankIndex> {
    this.index ??= (async () => {
      const manifest = parseManifest(await fetchJson(this.manifestUrl));
      return parseIndex(await fetchJson(this.folder + manifest.index));
    })().catch((error: unknown) => {
      this.index = undefined;
      throw error instanceof BankLoadError
        ? error
        : new BankLoadError('题库文件格式不对，请刷新页面后重试。');
    });
    return this.index;
  }

  loadChunk(bank: BankIndex, chunk: number): Promise<AnswerChunk> {
    let pending = this.chunks.get(chunk);
    if (!pending) {
      pending = fetchJson(this.folder + bank.chunks[chunk]!)
        .then(parseChunk)
        .catch((error: unknown) => {
          this.chunks.delete(chunk);
          throw error instanceof BankLoadError
            ? error
            : new BankLoadError('答案文件格式不对，请刷新页面后重试。');
        });
      this.chunks.set(chunk, pending);
    }
    return pending;
  }
}

/** Cheap shape checks of the bank files the browser fetches (a stale or broken file fails loudly). */
import { BANK_VERSION, type AnswerChunk, type BankIndex, type BankManifest } from './types';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function parseManifest(value: unknown): BankManifest {
  if (!isRecord(value) || value.version !== BANK_VERSION || typeof value.index !== 'string')
    throw new Error('题库清单格式不对');
  return { version: BANK_VERSION, index: value.index };
}

export function parseIndex(value: unknown): BankIndex {
  if (
    !isRecord(value) ||
    value.version !== BANK_VERSION ||
    !Array.isArray(value.questions) ||
    !Array.isArray(value.pages) ||
    !Array.isArray(value.chunks) ||
    !Array.isArray(value.sections)
  )
    throw new Error('题库索引格式不对');
  return value as unknown as BankIndex;
}

export function parseChunk(value: unknown): AnswerChunk {
  if (!isRecord(value) || value.version !== BANK_VERSION || !isRecord(value.answers))
    throw new Error('答案文件格式不对');
  return value as unknown as AnswerChunk;
}

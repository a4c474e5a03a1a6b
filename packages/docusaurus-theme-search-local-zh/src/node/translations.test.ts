import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { localesDir } from './packagePaths.ts';
import { localeCandidates, readCodeTranslations } from './translations.ts';

const themeDir = path.join(import.meta.dirname, '../theme');
const readLocale = (name: string) =>
  JSON.parse(readFileSync(path.join(localesDir, `${name}.json`), 'utf8')) as Record<string, string>;

/** Every `translate({ id, message })` and `<Translate id message>` of the theme code, with its file. */
function translateCalls(): { file: string; id: string; message: string }[] {
  const files = readdirSync(themeDir, { recursive: true, encoding: 'utf8' }).filter((file) =>
    /\.tsx?$/.test(file),
  );
  return files.flatMap((file) => {
    const source = readFileSync(path.join(themeDir, file), 'utf8');
    const calls = [...source.matchAll(/translate\(\s*\{\s*id: '([^']+)',\s*message: '((?:[^'\\]|\\.)*)'/g)];
    // Every call names its id and message as literals (the extraction of `write-translations` needs them).
    expect(calls.length, file).toBe(source.split(/\btranslate\(/).length - 1);
    expect(source, file).not.toMatch(/<Translate\b/);
    return calls.map(([, id, message]) => ({ file, id: id!, message: message!.replace(/\\'/g, "'") }));
  });
}

const placeholders = (message: string) => [...message.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('UI strings', () => {
  it('English: locales/en.json holds each id of the code with the code’s message, and no other', () => {
    const calls = translateCalls();
    const english = readLocale('en');
    for (const { file, id, message } of calls) expect(english[id], `${file}: ${id}`).toBe(message);
    expect(Object.keys(english).sort()).toEqual([...new Set(calls.map(({ id }) => id))].sort());
  });

  it('Simplified Chinese: the same ids, with the same placeholders', () => {
    const english = readLocale('en');
    const chinese = readLocale('zh-Hans');
    expect(Object.keys(chinese).sort()).toEqual(Object.keys(english).sort());
    for (const [id, message] of Object.entries(chinese)) {
      expect(placeholders(message), id).toEqual(placeholders(english[id]!));
    }
  });

  it('are given to Docusaurus for the site’s locale, Simplified Chinese for zh, zh-CN and zh-SG', () => {
    expect(localeCandidates('zh-CN')).toEqual(['zh-CN', 'zh-Hans', 'zh']);
    expect(localeCandidates('zh-Hant')).toEqual(['zh-Hant', 'zh']);
    expect(readCodeTranslations('zh-Hans')).toEqual(readLocale('zh-Hans'));
    expect(readCodeTranslations('zh')).toEqual(readLocale('zh-Hans'));
    expect(readCodeTranslations('zh-SG')).toEqual(readLocale('zh-Hans'));
    expect(readCodeTranslations('zh-TW')).toEqual({});
    expect(readCodeTranslations('en-GB')).toEqual(readLocale('en'));
    expect(readCodeTranslations('fr')).toEqual({});
  });
});

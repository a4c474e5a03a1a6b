import { readableText } from '../markdown';
import { STOCK_PHRASES } from '../stockPhrases';
import type { Finding, Page } from '../types';

/** No filler phrase from `stockPhrases.ts` in the prose (a mention of one alone in 「」 is fine); the longest match is named. */
export function checkStockPhrases(page: Page, phrases: readonly string[] = STOCK_PHRASES): Finding[] {
  const byLength = [...phrases].sort((a, b) => b.length - a.length);
  const findings: Finding[] = [];
  page.prose.split('\n').forEach((text, index) => {
    // 「划重点」 on its own, in corner brackets, names the phrase (as the writing guide does).
    let rest = readableText(text).replace(/「[^」]*」/g, (quote) =>
      byLength.includes(quote.slice(1, -1)) ? ' ' : quote,
    );
    for (const phrase of byLength) {
      if (!rest.includes(phrase)) continue;
      // A longer phrase hides the shorter ones inside it (这是面试官最想听到的 ⊃ 面试官最想听到).
      rest = rest.split(phrase).join(' ');
      findings.push({
        file: page.file,
        line: page.bodyLine + index,
        rule: 'stock-phrases',
        message: `stock phrase 「${phrase}」: say what the point is instead`,
        subject: page.file,
      });
    }
  });
  return findings;
}

import { chromium, type Browser, type Page } from '@playwright/test';
import { mermaidBrowserBundle, type ColourMode, type RenderSettings } from './settings';

/** What the browser gives back for one diagram drawn in both colour modes. */
export interface RawRender {
  svg: Record<ColourMode, string>;
  /** Mermaid's `aria-roledescription` of the diagram, e.g. `flowchart-v2`. */
  kind: string;
  /** `accTitle` and `accDescr`, when the diagram has them. */
  title: string;
  description: string;
  /** The visible texts (node and edge labels, actors, messages) in document order. */
  texts: string[];
}

export type RenderOutcome = { ok: true; render: RawRender } | { ok: false; error: string };

interface PageRequest {
  id: string;
  source: string;
  settings: RenderSettings;
}

declare const mermaid: {
  initialize(config: Record<string, unknown>): void;
  render(id: string, text: string): Promise<{ svg: string }>;
};

/**
 * Runs in Chromium: draws one diagram in both modes (the dark one with `-dark` after the id,
 * as Mermaid scopes its styles by id) and reads its texts, node labels before edge labels.
 */
async function renderInPage({ id, source, settings }: PageRequest): Promise<RenderOutcome> {
  const svg = { light: '', dark: '' };
  try {
    for (const mode of ['light', 'dark'] as const) {
      mermaid.initialize({
        startOnLoad: false,
        theme: settings.themes[mode],
        themeCSS: settings.themeCSS[mode],
        fontFamily: settings.fontFamily,
        themeVariables: { fontFamily: settings.fontFamily },
        securityLevel: settings.securityLevel,
        deterministicIds: true,
        deterministicIDSeed: id,
        flowchart: { useMaxWidth: settings.useMaxWidth },
        sequence: { useMaxWidth: settings.useMaxWidth },
        state: { useMaxWidth: settings.useMaxWidth },
        class: { useMaxWidth: settings.useMaxWidth },
        er: { useMaxWidth: settings.useMaxWidth },
        gantt: { useMaxWidth: settings.useMaxWidth },
        pie: { useMaxWidth: settings.useMaxWidth },
      });
      svg[mode] = (await mermaid.render(mode === 'light' ? id : `${id}-dark`, source)).svg;
    }
  } catch (error) {
    // Mermaid leaves its error drawing in the page.
    Array.from(document.querySelectorAll(`[id^="d${id}"]`)).forEach((stray) => stray.remove());
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
  const holder = document.createElement('div');
  holder.innerHTML = svg.light;
  document.body.append(holder);
  const root = holder.querySelector('svg')!;
  const labelled = Array.from(root.querySelectorAll('foreignObject, text')).filter(
    (element) => element.tagName.toLowerCase() === 'foreignobject' || !element.closest('foreignObject'),
  );
  const onEdge = (element: Element) => Boolean(element.closest('.edgeLabel, .edgeLabels, .messageText'));
  const texts = [...labelled.filter((element) => !onEdge(element)), ...labelled.filter(onEdge)]
    .map((element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim())
    .filter(Boolean);
  const render: RawRender = {
    svg,
    kind: root.getAttribute('aria-roledescription') ?? '',
    title: root.querySelector(':scope > title')?.textContent?.trim() ?? '',
    description: root.querySelector(':scope > desc')?.textContent?.trim() ?? '',
    texts,
  };
  holder.remove();
  return { ok: true, render };
}

/** One Chromium page with Mermaid loaded, reused for every diagram. */
export class DiagramRenderer {
  private constructor(
    private readonly browser: Browser,
    private readonly page: Page,
  ) {}

  static async open(executablePath: string): Promise<DiagramRenderer> {
    const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] });
    const page = await browser.newPage();
    // tsx compiles with esbuild's keepNames, whose helper the page lacks.
    await page.addInitScript('window.__name = (fn) => fn;');
    await page.setContent(
      '<!doctype html><html lang="zh-Hans"><head><meta charset="utf-8"></head><body></body></html>',
    );
    await page.evaluate('window.__name = (fn) => fn;');
    await page.addScriptTag({ path: mermaidBrowserBundle() });
    return new DiagramRenderer(browser, page);
  }

  render(id: string, source: string, settings: RenderSettings): Promise<RenderOutcome> {
    return this.page.evaluate(renderInPage, { id, source, settings });
  }

  close(): Promise<void> {
    return this.browser.close();
  }
}

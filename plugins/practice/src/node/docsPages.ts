import type { BankPage } from '../shared/types';

/** The parts of the docs plugin's loaded content the bank reads. */
export interface DocsContentShape {
  loadedVersions: {
    docs: { source: string; permalink: string; title: string; tags: { label: string }[] }[];
    sidebars: Record<string, SidebarItem[]>;
  }[];
}

type SidebarItem =
  | { type: 'doc' | 'ref'; id: string }
  | { type: 'category'; label: string; items: SidebarItem[]; link?: { type: string; id?: string } }
  | { type: string };

export interface DocPage extends BankPage {
  /** Source file relative to the site (`docs/…/x.md`). */
  file: string;
}

/** Each doc id → the label of the innermost sidebar category holding it. */
function categoriesOf(sidebars: Record<string, SidebarItem[]>): Map<string, string> {
  const found = new Map<string, string>();
  const walk = (items: readonly SidebarItem[], label: string | undefined) => {
    for (const item of items) {
      if (item.type === 'category' && 'items' in item) {
        if (item.link?.type === 'doc' && item.link.id) found.set(item.link.id, item.label);
        walk(item.items, item.label);
      } else if ('id' in item && label && !found.has(item.id)) found.set(item.id, label);
    }
  };
  for (const items of Object.values(sidebars)) walk(items, undefined);
  return found;
}

/** The docs of the sections, with section, category and tags; docs outside every section are left out. */
export function docPagesOf(
  content: DocsContentShape,
  sections: readonly { key: string; label: string }[],
): DocPage[] {
  const pages: DocPage[] = [];
  for (const version of content.loadedVersions) {
    const categories = categoriesOf(version.sidebars);
    for (const doc of version.docs as (DocsContentShape['loadedVersions'][number]['docs'][number] & {
      id: string;
    })[]) {
      const file = doc.source.replace(/^@site\//, '');
      const section = sections.find(({ key }) => file.startsWith(`docs/${key}/`));
      if (!section) continue;
      pages.push({
        file,
        url: doc.permalink,
        title: doc.title,
        section: section.key,
        category: categories.get(doc.id) ?? section.label,
        tags: doc.tags.map(({ label }) => label),
      });
    }
  }
  return pages;
}

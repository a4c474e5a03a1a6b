import type { PropSidebarItem } from '@docusaurus/plugin-content-docs';
import { createContext, createElement, useContext, type ComponentType, type ReactNode } from 'react';
import type { CardDescriptions } from '../shared/cardDescriptions';

const CardDescriptionsContext = createContext<CardDescriptions | undefined>(undefined);

/** Gives the doc cards below it the descriptions their page's route props carry. */
export function CardDescriptionsProvider({
  descriptions,
  children,
}: {
  descriptions: CardDescriptions | undefined;
  children: ReactNode;
}): ReactNode {
  return descriptions
    ? createElement(CardDescriptionsContext.Provider, { value: descriptions }, children)
    : children;
}

/** Route props of a page whose doc cards get their descriptions from it (see the plugin). */
export type WithCardDescriptions<Props> = Props & { readonly cardDescriptions?: CardDescriptions };

/** Wraps a theme page so the `cardDescriptions` route prop reaches its doc cards through context. */
export function providingCardDescriptions<Props extends object>(
  Page: ComponentType<Props>,
): (props: WithCardDescriptions<Props>) => ReactNode {
  return function PageWithCardDescriptions({ cardDescriptions, ...props }: WithCardDescriptions<Props>) {
    return CardDescriptionsProvider({
      descriptions: cardDescriptions,
      children: createElement(Page, props as Props),
    });
  };
}

export function useCardDescriptions(): CardDescriptions | undefined {
  return useContext(CardDescriptionsContext);
}

/** The card item with its doc's description, unless the item has its own or none is known. */
export function withCardDescription(
  item: PropSidebarItem,
  descriptions: CardDescriptions | undefined,
): PropSidebarItem {
  if (item.type !== 'link' || !item.docId || item.description !== undefined) return item;
  const description = descriptions?.[item.docId];
  return description === undefined ? item : { ...item, description };
}

import DocCard from '@theme-original/DocCard';
import type { Props } from '@theme/DocCard';
import type { ReactNode } from 'react';
import {
  useCardDescriptions,
  withCardDescription,
} from '@site/plugins/docs-card-descriptions/src/client/cardDescriptions';
import { withoutDocLookup } from '@site/plugins/docs-page-sidebars/src/client/sidebarStore';

/**
 * The original card, given its doc's description from the page's own route props: the docs
 * version metadata every docs page loads no longer carries descriptions (plugins/docs-card-descriptions)
 * nor docs at all (plugins/docs-page-sidebars), so the card is not asked to look its doc up.
 */
export default function DocCardWrapper({ item }: Props): ReactNode {
  return <DocCard item={withoutDocLookup(withCardDescription(item, useCardDescriptions()))} />;
}

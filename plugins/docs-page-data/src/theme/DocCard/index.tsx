import DocCard from '@theme-init/DocCard';
import type { Props } from '@theme/DocCard';
import type { ReactNode } from 'react';
import { useCardDescriptions, withCardDescription } from '../../client/cardDescriptions';
import { withoutDocLookup } from '../../client/sidebarStore';

/**
 * The original card, given its doc's description from the page's own route props: the docs
 * version metadata every docs page loads no longer carries descriptions (this plugin's card descriptions)
 * nor docs at all (this plugin's page sidebars), so the card is not asked to look its doc up.
 */
export default function DocCardWrapper({ item }: Props): ReactNode {
  return <DocCard item={withoutDocLookup(withCardDescription(item, useCardDescriptions()))} />;
}

import DocCard from '@theme-original/DocCard';
import type { Props } from '@theme/DocCard';
import type { ReactNode } from 'react';
import {
  useCardDescriptions,
  withCardDescription,
} from '@site/plugins/docs-card-descriptions/src/client/cardDescriptions';

/**
 * The original card, given its doc's description from the page's own route props: the docs
 * version metadata every docs page loads no longer carries descriptions (plugins/docs-card-descriptions).
 */
export default function DocCardWrapper({ item }: Props): ReactNode {
  return <DocCard item={withCardDescription(item, useCardDescriptions())} />;
}

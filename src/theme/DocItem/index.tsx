import DocItem from '@theme-original/DocItem';
import type { Props } from '@theme/DocItem';
import { providingCardDescriptions } from '@site/plugins/docs-card-descriptions/src/client/cardDescriptions';

/**
 * The original doc page; a doc whose MDX renders doc cards gets their descriptions as a route
 * prop (plugins/docs-card-descriptions), put in context here. Other docs pass through unchanged.
 */
export default providingCardDescriptions<Props>(DocItem);

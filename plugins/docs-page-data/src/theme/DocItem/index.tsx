import DocItem from '@theme-init/DocItem';
import type { Props } from '@theme/DocItem';
import { providingCardDescriptions } from '../../client/cardDescriptions';

/**
 * The original doc page; a doc whose MDX renders doc cards gets their descriptions as a route
 * prop (this plugin's card descriptions), put in context here. Other docs pass through unchanged.
 */
export default providingCardDescriptions<Props>(DocItem);

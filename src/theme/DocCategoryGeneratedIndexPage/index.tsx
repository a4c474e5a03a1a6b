import DocCategoryGeneratedIndexPage from '@theme-original/DocCategoryGeneratedIndexPage';
import type { Props } from '@theme/DocCategoryGeneratedIndexPage';
import { providingCardDescriptions } from '@site/plugins/docs-card-descriptions/src/client/cardDescriptions';

/** The original page, with its cards' descriptions (a route prop of plugins/docs-card-descriptions) in context. */
export default providingCardDescriptions<Props>(DocCategoryGeneratedIndexPage);

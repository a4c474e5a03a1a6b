import DocCategoryGeneratedIndexPage from '@theme-init/DocCategoryGeneratedIndexPage';
import type { Props } from '@theme/DocCategoryGeneratedIndexPage';
import { providingCardDescriptions } from '../../client/cardDescriptions';

/** The original page, with its cards' descriptions (a route prop of plugins/docs-page-data) in context. */
export default providingCardDescriptions<Props>(DocCategoryGeneratedIndexPage);

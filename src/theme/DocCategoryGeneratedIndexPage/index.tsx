import DocCategoryGeneratedIndexPage from '@theme-original/DocCategoryGeneratedIndexPage';
import type { Props } from '@theme/DocCategoryGeneratedIndexPage';
import type { ReactNode } from 'react';
import { CardDescriptionsProvider } from '@site/plugins/docs-card-descriptions/src/client/cardDescriptions';
import type { CardDescriptions } from '@site/plugins/docs-card-descriptions/src/shared/cardDescriptions';

/** The original page, with its cards' descriptions (a route prop of plugins/docs-card-descriptions) in context. */
export default function DocCategoryGeneratedIndexPageWrapper({
  cardDescriptions,
  ...props
}: Props & { readonly cardDescriptions?: CardDescriptions }): ReactNode {
  return (
    <CardDescriptionsProvider descriptions={cardDescriptions}>
      <DocCategoryGeneratedIndexPage {...props} />
    </CardDescriptionsProvider>
  );
}

import DocItem from '@theme-original/DocItem';
import type { Props } from '@theme/DocItem';
import type { ReactNode } from 'react';
import { CardDescriptionsProvider } from '@site/plugins/docs-card-descriptions/src/client/cardDescriptions';
import type { CardDescriptions } from '@site/plugins/docs-card-descriptions/src/shared/cardDescriptions';

/**
 * The original doc page; a doc whose MDX renders doc cards gets their descriptions as a route
 * prop (plugins/docs-card-descriptions), put in context here. Other docs pass through unchanged.
 */
export default function DocItemWrapper({
  cardDescriptions,
  ...props
}: Props & { readonly cardDescriptions?: CardDescriptions }): ReactNode {
  return (
    <CardDescriptionsProvider descriptions={cardDescriptions}>
      <DocItem {...props} />
    </CardDescriptionsProvider>
  );
}

import isInternalUrl from '@docusaurus/isInternalUrl';
import CardIcon, { DOCUMENT, EXTERNAL_LINK, FOLDER } from '@site/src/components/CardIcon';
import Icon from '@theme-original/DocCard/Heading/Icon';
import type { Props } from '@theme/DocCard/Heading/Icon';
import type { ReactNode } from 'react';

/**
 * The original icon holder, given an SVG icon for the card's kind instead of theme-classic's
 * emoji (🗃 category, 📄 doc, 🔗 external link), which draw as empty boxes without a colour-emoji font.
 */
export default function DocCardHeadingIconWrapper({ item }: Props): ReactNode {
  const path =
    item.type === 'category'
      ? FOLDER
      : item.type === 'link' && !isInternalUrl(item.href)
        ? EXTERNAL_LINK
        : DOCUMENT;
  return <Icon item={item} icon={<CardIcon path={path} />} />;
}

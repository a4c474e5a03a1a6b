import { translate } from '@docusaurus/Translate';
import TOC from '@theme-original/TOC';
import type { Props } from '@theme/TOC';
import type { ReactNode } from 'react';
import styles from './styles.module.css';

/**
 * The desktop table of contents inside a navigation landmark: on blog posts its column sits
 * outside `<main>`, where content with no landmark fails axe's `region` rule.
 */
export default function TOCWrapper(props: Props): ReactNode {
  const label = translate({ id: 'theme.TOCCollapsible.toggleButtonLabel', message: 'On this page' });
  return (
    <nav aria-label={label} className={styles.landmark}>
      <TOC {...props} />
    </nav>
  );
}

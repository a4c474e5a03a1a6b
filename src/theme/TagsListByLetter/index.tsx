import { groupTagsByInitial } from '@site/src/lib/tagGroups';
import Heading from '@theme/Heading';
import Tag from '@theme/Tag';
import type { Props } from '@theme/TagsListByLetter';
import type { ReactNode } from 'react';
import styles from './styles.module.css';

/** The original's layout, with grouping and order from a pinned zh-Hans collator (see src/theme/README.md). */
export default function TagsListByLetter({ tags }: Props): ReactNode {
  return (
    <section className="margin-vert--lg">
      {groupTagsByInitial(tags).map(({ initial, tags: grouped }) => (
        <article key={initial}>
          <Heading as="h2" id={initial}>
            {initial}
          </Heading>
          <ul className="padding--none">
            {grouped.map((tag) => (
              <li key={tag.permalink} className={styles.tag}>
                <Tag {...tag} />
              </li>
            ))}
          </ul>
          <hr />
        </article>
      ))}
    </section>
  );
}

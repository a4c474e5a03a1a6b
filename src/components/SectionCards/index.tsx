import Link from '@docusaurus/Link';
import CardIcon, { FOLDER } from '@site/src/components/CardIcon';
import Heading from '@theme/Heading';
import type { ReactNode } from 'react';
import { sections } from '@site/config/sections';
import styles from './styles.module.css';

export interface SectionCardsProps {
  /** Heading level of each card title; the page decides its outline. */
  headingLevel?: 'h2' | 'h3';
}

/** One card per note section, linking to the section's entry page. */
export default function SectionCards({ headingLevel = 'h3' }: SectionCardsProps): ReactNode {
  return (
    <ul className={styles.grid}>
      {sections.map(({ sidebarId, label, to, summary }) => (
        <li key={sidebarId} className={styles.card}>
          <Link to={to} className={styles.link}>
            <Heading as={headingLevel} className={styles.title}>
              <CardIcon path={FOLDER} />
              {label}
            </Heading>
            <p className={styles.summary}>{summary}</p>
          </Link>
        </li>
      ))}
    </ul>
  );
}

import type { ReactNode } from 'react';
import styles from './styles.module.css';

/** Outline icons on a 24-unit grid, in straight lines (stroke, round joins: styles.module.css). */
export const DOCUMENT = 'M14 3H5v18h14V8zm0 0v5h5M9 13h6m-6 4h4';
export const FOLDER = 'M3 5h6l2 2h10v12H3z';
export const EXTERNAL_LINK = 'M14 4h6v6m0-6-9 9m7 1v6H4V6h6';

/**
 * The icon at the start of a card's title: one em square, drawn in the site's primary colour.
 * Inline SVG rather than emoji (📄, 🗃), which draw as empty boxes without a colour-emoji font.
 */
export default function CardIcon({ path }: { path: string }): ReactNode {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true">
      <path d={path} />
    </svg>
  );
}

import type { ReactNode } from 'react';
import styles from './styles.module.css';

/** Outline icons on a 24-unit grid (stroke and fill in styles.module.css). */
export const DOCUMENT = 'M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8zM14 3v5h5M9 13h6M9 17h4';
export const FOLDER = 'M3 7a2 2 0 0 1 2-2h4l2 2h8a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z';
export const EXTERNAL_LINK = 'M14 4h6v6M20 4l-9 9M18 14v4a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h4';

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

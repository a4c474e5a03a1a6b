import { translate } from '@docusaurus/Translate';
import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
// DocSearch's variables and button styles come with the page; its modal's with the modal (modalStyles.ts).
import '@docsearch/css/dist/_variables.css';
import '@docsearch/css/dist/button.css';
import styles from './styles.module.css';

/**
 * The navbar button, in our own small component so the page does not carry
 * DocSearch's code until the reader reaches for search.
 */
export default function SearchButton({
  ref,
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { ref?: Ref<HTMLButtonElement> }): ReactNode {
  const label = translate({
    id: 'theme.SearchLocal.button.label',
    message: 'Search',
  });
  return (
    <button
      type="button"
      className={`DocSearch DocSearch-Button ${styles.button}`}
      aria-label={label}
      ref={ref}
      {...props}
    >
      <svg className={styles.icon} width="18" height="18" viewBox="0 0 20 20" aria-hidden="true">
        <path
          d="M14.386 14.386l4.088 4.088-4.088-4.088A7.533 7.533 0 113.733 3.733a7.533 7.533 0 0110.653 10.653z"
          stroke="currentColor"
          fill="none"
          fillRule="evenodd"
          strokeLinecap="round"
          strokeLinejoin="round"
          strokeWidth="1.6"
        />
      </svg>
      <span className={styles.label}>{label}</span>
      <kbd className={styles.key}>Ctrl K</kbd>
    </button>
  );
}

import type { ReactNode } from 'react';
import { docSearchTranslations } from './modalTranslations.ts';

const { titleText, helpText } = docSearchTranslations.modal.errorScreen;

/** DocSearch's "Unable to fetch results" screen, in its own class names, for when the index cannot load. */
export default function SearchErrorScreen(): ReactNode {
  return (
    <div className="DocSearch-ErrorScreen" role="alert">
      <div className="DocSearch-Screen-Icon">
        <svg width="40" height="40" viewBox="0 0 40 40" aria-hidden="true">
          <g fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
            <path d="M11 29h17a7 7 0 0 0 1-13.9A9 9 0 0 0 12 16a6.5 6.5 0 0 0-1 13Z" />
            <path d="M8 8l24 24" />
          </g>
        </svg>
      </div>
      <p className="DocSearch-Title">{titleText}</p>
      <p className="DocSearch-Help">{helpText}</p>
    </div>
  );
}

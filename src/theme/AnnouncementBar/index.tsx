import { useAnnouncementBar } from '@docusaurus/theme-common/internal';
import AnnouncementBar from '@theme-original/AnnouncementBar';
import { useEffect, type ReactNode } from 'react';

const INITIALLY_DISMISSED = 'data-announcement-bar-initially-dismissed';

/**
 * The inline script hides a dismissed bar with CSS before hydration. When the bar's id has
 * changed since the dismissal, React shows it again but that CSS kept it hidden; clear the flag.
 */
export default function AnnouncementBarWrapper(): ReactNode {
  const { isActive } = useAnnouncementBar();
  useEffect(() => {
    if (isActive) document.documentElement.setAttribute(INITIALLY_DISMISSED, 'false');
  }, [isActive]);
  return <AnnouncementBar />;
}

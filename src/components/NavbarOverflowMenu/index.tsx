import NavbarItem, { type LinkLikeNavbarItemProps } from '@theme/NavbarItem';
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import styles from './styles.module.css';

export interface Props {
  readonly label: string;
  /** The section links it can hold; its stylesheet shows only those folded at the window's width. */
  readonly items: readonly LinkLikeNavbarItemProps[];
  readonly mobile?: boolean;
}

/**
 * 「更多」: the navbar item (type `custom-overflowMenu`, config/navbar.ts) that holds the section
 * links the row has no room for. Which links fold, whether the menu shows at all and whether it
 * is marked active is CSS (media queries in styles.module.css), so the server HTML already has its
 * final layout. The menu is Infima's hoverable dropdown, as theme-classic's is; the script adds the
 * open state for click and keyboard: Enter/Space toggle, the arrows move through the shown links
 * (opening the menu), Escape closes it and returns to the toggle, a click or focus outside closes it.
 */
export default function NavbarOverflowMenu({ label, items, mobile }: Props): ReactNode {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const closeOutside = (event: Event): void => {
      if (!root.current!.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    document.addEventListener('focusin', closeOutside);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      document.removeEventListener('focusin', closeOutside);
    };
  }, [open]);

  // The mobile sidebar lists every section link itself.
  if (mobile) return null;

  const onKeyDown = (event: KeyboardEvent): void => {
    if (event.key === 'Escape') {
      setOpen(false);
      toggle.current!.focus();
      return;
    }
    const step = event.key === 'ArrowDown' ? 1 : event.key === 'ArrowUp' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    // The links shown at this width, in order; from the toggle, down goes to the first, up to the last.
    const links = Array.from(root.current!.querySelectorAll<HTMLElement>('li > a')).filter(
      (link) => link.offsetWidth,
    );
    const at = links.indexOf(document.activeElement as HTMLElement);
    // A link takes focus only once the menu is shown.
    flushSync(() => setOpen(true));
    links[((at < 0 ? (step > 0 ? -1 : 0) : at) + step + links.length) % links.length]?.focus();
  };

  return (
    // The keys act on the toggle and the links inside; this element only hears them bubble.
    <div
      ref={root}
      className={`navbar__item dropdown dropdown--hoverable navbar-overflow-menu ${styles.menu}${open ? ' dropdown--show' : ''}`}
      onKeyDown={onKeyDown}
    >
      <button
        ref={toggle}
        type="button"
        className={`navbar__link ${styles.toggle}`}
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        {label}
      </button>
      <ul className="dropdown__menu" onClickCapture={() => setOpen(false)}>
        {items.map((item, i) => (
          <NavbarItem isDropdownItem activeClassName="dropdown__link--active" {...item} key={i} />
        ))}
      </ul>
    </div>
  );
}

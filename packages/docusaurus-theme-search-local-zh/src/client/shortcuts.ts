/** What a key press means for the search modal (pure, so it is unit-tested). */
export type ShortcutAction = 'open' | 'close' | 'toggle' | 'type' | 'none';

export interface KeyPress {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  /** The element the key was pressed in. */
  target: { tagName?: string; isContentEditable?: boolean } | null;
  /** True when the key was pressed on the search button itself. */
  onSearchButton: boolean;
}

function isEditable(target: KeyPress['target']): boolean {
  if (!target) return false;
  const tag = target.tagName?.toUpperCase();
  return tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT' || target.isContentEditable === true;
}

/** Ctrl/Cmd+K toggles, "/" opens (outside text fields), Escape closes, a letter on the button opens with it. */
export function shortcutFor(press: KeyPress, isOpen: boolean): ShortcutAction {
  if (press.key === 'Escape') return isOpen ? 'close' : 'none';
  if (press.key.toLowerCase() === 'k' && (press.ctrlKey || press.metaKey) && !press.altKey) return 'toggle';
  if (isOpen) return 'none';
  if (press.key === '/' && !isEditable(press.target)) return 'open';
  if (press.onSearchButton && press.key.length === 1 && !press.ctrlKey && !press.metaKey && !press.altKey)
    return 'type';
  return 'none';
}

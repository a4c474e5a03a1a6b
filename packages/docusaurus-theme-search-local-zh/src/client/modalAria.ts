/**
 * DocSearch 3.9's modal markup, repaired where axe finds it wrong. The overlay carries the
 * combobox attributes as a focusable `role="button"` around the whole modal, the input's
 * `aria-controls` names list ids that are never rendered (every list is `docsearch-list`), and
 * the modal's header and footer add a second banner and contentinfo landmark to the page.
 * The links inside options stay: they keep Ctrl/middle/right-click "open in new tab".
 */

/** `docsearch-hits0-item-3` → `docsearch-hits0-list`: the id autocomplete gives the option's list. */
export function listIdFor(optionId: string): string | undefined {
  const match = /^(.+)-item-\d+$/.exec(optionId);
  return match ? `${match[1]}-list` : undefined;
}

/** The ids of an `aria-controls` value that exist, or undefined when none does. */
export function existingIds(value: string | null, exists: (id: string) => boolean): string | undefined {
  const ids = (value ?? '').split(/\s+/).filter((id) => id !== '' && exists(id));
  return ids.length > 0 ? ids.join(' ') : undefined;
}

function setAttribute(element: Element, name: string, value: string | undefined): void {
  if (value === undefined) {
    if (element.hasAttribute(name)) element.removeAttribute(name);
  } else if (element.getAttribute(name) !== value) element.setAttribute(name, value);
}

/** Applies the repairs to the open modal under `root`; idempotent, so safe in a MutationObserver. */
export function repairModalAria(root: Document, dialogLabel: string): void {
  const container = root.querySelector('.DocSearch-Container');
  if (!container) return;
  for (const name of ['tabindex', 'aria-expanded', 'aria-haspopup', 'aria-controls']) {
    setAttribute(container, name, undefined);
  }
  setAttribute(container, 'role', 'dialog');
  setAttribute(container, 'aria-modal', 'true');
  setAttribute(container, 'aria-labelledby', undefined);
  setAttribute(container, 'aria-label', dialogLabel);
  container.querySelectorAll('header, footer').forEach((landmark) => setAttribute(landmark, 'role', 'none'));
  container.querySelectorAll('[role="listbox"]').forEach((list) => {
    const option = list.querySelector('[role="option"][id]');
    const id = option ? listIdFor(option.id) : undefined;
    if (id) setAttribute(list, 'id', id);
  });
  const input = container.querySelector('.DocSearch-Input');
  if (input) {
    setAttribute(
      input,
      'aria-controls',
      existingIds(input.getAttribute('aria-controls'), (id) => root.getElementById(id) !== null),
    );
  }
}

/** Keeps the modal repaired while it is open; returns the function that stops watching. */
export function watchModalAria(root: Document, dialogLabel: string): () => void {
  const repair = () => repairModalAria(root, dialogLabel);
  const observer = new MutationObserver(repair);
  observer.observe(root.body, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: [
      'role',
      'tabindex',
      'aria-controls',
      'aria-expanded',
      'aria-haspopup',
      'aria-labelledby',
      'id',
    ],
  });
  repair();
  return () => observer.disconnect();
}

import { type RefObject, useEffect } from 'react';

/** Keys typed into a field, a menu or a dialog belong to it, not to the list. */
const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable ||
    ['TEXTAREA', 'SELECT'].includes(target.tagName) ||
    (target instanceof HTMLInputElement && !['checkbox', 'radio'].includes(target.type)) ||
    target.closest('[role="dialog"], [role="menu"], [role="listbox"]') !== null);

/**
 * A list's keys, as in a mail client: `/` focuses the search, `j` and `k` move to the next and previous row (its
 * first link takes focus, so Enter opens the row). Nothing happens while a field, menu or dialog has the keys.
 */
export function useListKeys(
  searchRef: RefObject<HTMLInputElement | null>,
  tableRef: RefObject<HTMLTableElement | null>,
) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || isTyping(event.target)) return;
      if (event.key === '/') {
        event.preventDefault();
        searchRef.current?.focus();
        return;
      }
      if (event.key !== 'j' && event.key !== 'k') return;
      const links = [...(tableRef.current?.querySelectorAll('tbody tr') ?? [])]
        .map((row) => row.querySelector<HTMLAnchorElement>('a[href]'))
        .filter((link) => link !== null);
      if (links.length === 0) return;
      const at = links.findIndex((link) => link.closest('tr')?.contains(document.activeElement));
      const next = at === -1 ? 0 : Math.min(Math.max(at + (event.key === 'j' ? 1 : -1), 0), links.length - 1);
      event.preventDefault();
      links[next]?.focus();
      links[next]?.scrollIntoView({ block: 'nearest' });
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [searchRef, tableRef]);
}

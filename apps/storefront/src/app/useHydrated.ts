import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/**
 * False while the server renders a page and while the browser hydrates that HTML, true from then on (and at once
 * when the browser renders by itself). What only the browser knows (the stored session) waits for it, so the first
 * render in the browser matches the server's HTML.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );

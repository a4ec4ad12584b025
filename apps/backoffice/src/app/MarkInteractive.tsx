import { useEffect } from 'react';

/** Marks the document once React has attached (html[data-interactive]): browser tests wait for it, as on the storefront. */
export function MarkInteractive() {
  useEffect(() => {
    document.documentElement.dataset.interactive = 'true';
  }, []);
  return null;
}

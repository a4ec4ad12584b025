import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Each route change starts at the top of the page (spec 2 layout); a link to an anchor ('/#expert') scrolls to
 * that section instead. Query changes on the same page (search typing) keep the scroll position.
 */
export function useScrollToTop() {
  const { pathname, hash } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation, which pathname and hash identify.
  useEffect(() => {
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [pathname, hash]);
}

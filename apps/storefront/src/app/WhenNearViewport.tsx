import { createContext, type ReactNode, useContext, useEffect, useRef, useState } from 'react';

export interface WhenNearViewportProps {
  /** Shown until then, in the content's shape so nothing moves when it arrives. */
  placeholder: ReactNode;
  children: ReactNode;
}

/**
 * True renders every deferred part at once: Storybook's page stories show designers the whole screen, with
 * screenshots that do not depend on when a scroll reached the footer.
 */
export const RenderBelowFoldNow = createContext(false);

/**
 * How far below the screen a part starts loading: none. A page's start on a slow phone is not spent on what the
 * visitor has not scrolled to (on the home page the tabs sit just below the fold); the placeholder, in the
 * content's shape, shows for the moment the part takes to load.
 */
const LOOKAHEAD = '0px';

/**
 * Renders `children` once the placeholder comes near the screen. Below-the-fold parts that need a lot of code and
 * work (the home page's tabs, the footer's form) then cost a visitor nothing until they scroll towards them,
 * instead of competing with the first paint on a slow phone.
 */
export function WhenNearViewport({ placeholder, children }: WhenNearViewportProps) {
  const ref = useRef<HTMLDivElement>(null);
  const now = useContext(RenderBelowFoldNow);
  // On the server (no window) the placeholder is rendered, as in the browser's first render.
  const [near, setNear] = useState(
    () => now || (typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined'),
  );
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: LOOKAHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return near ? children : <div ref={ref}>{placeholder}</div>;
}

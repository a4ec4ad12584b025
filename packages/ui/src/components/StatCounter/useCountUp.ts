import { type RefObject, useEffect, useState } from 'react';

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

// Ease-out: fast at first, settling on the target.
const easeOut = (progress: number) => 1 - (1 - progress) ** 3;

/**
 * Counts from 0 to `target` over `duration` ms, starting the first time `ref` scrolls into view. Jumps
 * straight to the target under `prefers-reduced-motion` or where IntersectionObserver is missing.
 */
export function useCountUp(ref: RefObject<Element | null>, target: number, duration: number): number {
  const [value, setValue] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (prefersReducedMotion() || typeof IntersectionObserver === 'undefined' || duration <= 0) {
      setValue(target);
      return;
    }
    let frame = 0;
    const animate = () => {
      const start = performance.now();
      const step = (now: number) => {
        const progress = Math.min(1, (now - start) / duration);
        setValue(Math.round(target * easeOut(progress)));
        if (progress < 1) frame = requestAnimationFrame(step);
      };
      frame = requestAnimationFrame(step);
    };
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        animate();
      }
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [ref, target, duration]);
  return value;
}

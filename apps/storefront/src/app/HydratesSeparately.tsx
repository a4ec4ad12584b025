import { type ReactNode, Suspense } from 'react';

/**
 * A part of a page that the browser takes over from the server's HTML on its own. React hydrates the content of a
 * Suspense boundary after the rest, in short slices that leave the main thread free between them, instead of in
 * one long task: the page answers taps sooner on a slow phone. Nothing changes when the browser renders by itself.
 */
export function HydratesSeparately({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}

/**
 * Breakpoints are shared by every theme: CSS custom properties cannot be used inside media queries, so
 * they live here as constants rather than in the theme contract. Mobile-first: each applies from its
 * minimum width up.
 */
export const breakpoints = { mobile: 0, tablet: 740, desktop: 1024 } as const;
export type Breakpoint = keyof typeof breakpoints;
export const breakpointNames = ['mobile', 'tablet', 'desktop'] as const satisfies readonly Breakpoint[];

export const minWidthQuery = (breakpoint: Exclude<Breakpoint, 'mobile'>) =>
  `screen and (min-width: ${breakpoints[breakpoint]}px)`;

/**
 * A wide desktop (1280 px and up): for the few layouts that need more than the desktop breakpoint gives, like the
 * header's menu bar, which uses its full type size and shows the wordmark only from here.
 */
export const wideScreenQuery = 'screen and (min-width: 1280px)';

/** From the desktop breakpoint up to a wide desktop: where a one-row header is tightest. */
export const narrowDesktopQuery = `screen and (min-width: ${breakpoints.desktop}px) and (max-width: 1279.98px)`;

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

/** Up to (not including) a breakpoint: for the few rules that only a phone needs, like a table read as cards. */
export const belowQuery = (breakpoint: Exclude<Breakpoint, 'mobile'>) =>
  `screen and (max-width: ${breakpoints[breakpoint] - 0.02}px)`;

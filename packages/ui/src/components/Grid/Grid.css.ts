import { styleVariants } from '@vanilla-extract/css';
import { breakpointNames } from '../../css/breakpoints';
import { responsiveStyle } from '../../css/responsiveStyle';

export const gridColumnCounts = [1, 2, 3, 4] as const;
export type GridColumnCount = (typeof gridColumnCounts)[number];

const counts = { 1: 1, 2: 2, 3: 3, 4: 4 } as const;

/** `gridTemplateColumns` classes per breakpoint and column count. */
export const gridColumns = Object.fromEntries(
  breakpointNames.map((breakpoint) => [
    breakpoint,
    styleVariants(counts, (count) =>
      responsiveStyle({ [breakpoint]: { gridTemplateColumns: `repeat(${count}, minmax(0, 1fr))` } }),
    ),
  ]),
) as Record<(typeof breakpointNames)[number], Record<GridColumnCount, string>>;

import { forwardRef, type ReactNode } from 'react';
import { breakpointNames } from '../../css/breakpoints';
import { type ResponsiveValue, resolveResponsiveValue } from '../../css/responsiveValue';
import type { Space } from '../../tokens/tokenType';
import { Box } from '../Box';
import { type GridColumnCount, gridColumns } from './Grid.css';

export interface GridProps {
  /** Columns per breakpoint, e.g. `{ mobile: 1, tablet: 2, desktop: 3 }` for card grids. */
  columns: ResponsiveValue<GridColumnCount>;
  space: ResponsiveValue<Space>;
  as?: 'div' | 'ul';
  'aria-label'?: string;
  children: ReactNode;
}

/** Equal-width cells in rows: card lists, stat tiles. */
export const Grid = forwardRef<HTMLElement, GridProps>(function Grid({ columns, space, as = 'div', ...native }, ref) {
  const perBreakpoint = resolveResponsiveValue(columns);
  const className = breakpointNames.map((breakpoint) => gridColumns[breakpoint][perBreakpoint[breakpoint]]).join(' ');
  return <Box ref={ref} as={as} display="grid" gap={space} className={className} {...native} />;
});

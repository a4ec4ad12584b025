import type { ReactElement } from 'react';
import { ResponsiveContainer } from 'recharts';
import { CHART_HEIGHT } from './chart-theme';

/**
 * A chart as one image for assistive technology: `summary` says in words what it shows (the figures themselves,
 * with their links, are in the table beside it), and the drawing inside is hidden from the accessibility tree.
 */
export function ChartFigure({
  summary,
  height = CHART_HEIGHT,
  children,
}: {
  summary: string;
  height?: number;
  children: ReactElement;
}) {
  return (
    <div role="img" aria-label={summary}>
      <ResponsiveContainer width="100%" height={height}>
        {children}
      </ResponsiveContainer>
    </div>
  );
}

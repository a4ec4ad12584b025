import { style, styleVariants } from '@vanilla-extract/css';
import { responsiveStyle } from '../../css/responsiveStyle';

export const columnWidths = ['fluid', 'content', '1/4', '1/3', '1/2', '2/3', '3/4'] as const;
export type ColumnWidth = (typeof columnWidths)[number];
export const collapseBreakpoints = ['tablet', 'desktop'] as const;
export type CollapseBelow = (typeof collapseBreakpoints)[number] | 'never';

const basis: Record<Exclude<ColumnWidth, 'fluid' | 'content'>, string> = {
  '1/4': '25%',
  '1/3': '33.3333%',
  '1/2': '50%',
  '2/3': '66.6667%',
  '3/4': '75%',
};

const widthRule = (width: ColumnWidth) => {
  if (width === 'fluid') return { flex: '1 1 0', minWidth: 0 };
  // Its own width again above the collapse point (collapsed, every column is 100% wide).
  if (width === 'content') return { flex: '0 0 auto', width: 'auto' };
  return { flex: `0 1 ${basis[width]}`, minWidth: 0 };
};

const collapsedRule = { flex: '0 0 auto', width: '100%' };

// Side by side again above the collapse: the collapsed full width must not carry over (a `content` column would
// take the whole row and squeeze its neighbours to nothing).
const uncollapsedRule = (width: ColumnWidth) => ({ ...widthRule(width), width: 'auto' });

const byCollapse = (collapseBelow: CollapseBelow) =>
  styleVariants(
    Object.fromEntries(columnWidths.map((width) => [width, width])) as Record<ColumnWidth, ColumnWidth>,
    (width) => {
      if (collapseBelow === 'never') return widthRule(width);
      if (collapseBelow === 'tablet') return responsiveStyle({ mobile: collapsedRule, tablet: uncollapsedRule(width) });
      return responsiveStyle({ mobile: collapsedRule, desktop: uncollapsedRule(width) });
    },
  );

/** Column width classes per collapse breakpoint: collapsed columns take the full width. */
export const columnWidth: Record<CollapseBelow, Record<ColumnWidth, string>> = {
  never: byCollapse('never'),
  tablet: byCollapse('tablet'),
  desktop: byCollapse('desktop'),
};

export const columns = styleVariants({
  never: { display: 'flex', flexDirection: 'row' },
  tablet: responsiveStyle({
    mobile: { display: 'flex', flexDirection: 'column' },
    tablet: { flexDirection: 'row' },
  }),
  desktop: responsiveStyle({
    mobile: { display: 'flex', flexDirection: 'column' },
    desktop: { flexDirection: 'row' },
  }),
});

export const column = style({});

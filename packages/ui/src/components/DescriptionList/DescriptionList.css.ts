import { style } from '@vanilla-extract/css';
import { responsiveStyle } from '../../css/responsiveStyle';
import { vars } from '../../tokens/contract.css';

export const descriptionListLayouts = ['columns', 'stacked'] as const;
export type DescriptionListLayout = (typeof descriptionListLayouts)[number];

const base = style({ display: 'grid', margin: 0, rowGap: vars.space.xsmall, columnGap: vars.space.medium });

export const list = {
  /** Terms above their values on phones; two columns from the tablet breakpoint. */
  columns: style([
    base,
    responsiveStyle({ tablet: { gridTemplateColumns: 'minmax(min-content, 14ch) 1fr', rowGap: vars.space.small } }),
  ]),
  /** Terms above their values at every width: for a narrow column (a sidebar card). */
  stacked: base,
} satisfies Record<DescriptionListLayout, string>;

export const term = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.standard.lineHeight,
});

export const value = style({ margin: 0, color: vars.color.text, overflowWrap: 'anywhere', minWidth: 0 });

/** Space under each value where terms sit above values (the column layout's phones, the stacked layout). */
const valueSpacing = {
  columns: responsiveStyle({ mobile: { marginBottom: vars.space.xsmall }, tablet: { marginBottom: 0 } }),
  stacked: { marginBottom: vars.space.xsmall },
};
export const spacedValue = {
  columns: style([value, valueSpacing.columns]),
  stacked: style([value, valueSpacing.stacked]),
} satisfies Record<DescriptionListLayout, string>;

/** HTML lets a `div` group a `dt` with its `dd`; it takes no box of its own, so the grid places both. */
export const pair = style({ display: 'contents' });

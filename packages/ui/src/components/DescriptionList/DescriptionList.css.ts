import { style } from '@vanilla-extract/css';
import { responsiveStyle } from '../../css/responsiveStyle';
import { vars } from '../../tokens/contract.css';

/** Terms above their values on phones; two columns from the tablet breakpoint. */
export const list = style([
  { display: 'grid', margin: 0, rowGap: vars.space.xsmall, columnGap: vars.space.medium },
  responsiveStyle({ tablet: { gridTemplateColumns: 'minmax(min-content, 14ch) 1fr', rowGap: vars.space.small } }),
]);

export const term = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.standard.lineHeight,
});

export const value = style([
  { margin: 0, color: vars.color.text, overflowWrap: 'anywhere', minWidth: 0 },
  responsiveStyle({ mobile: { marginBottom: vars.space.xsmall }, tablet: { marginBottom: 0 } }),
]);

/** HTML lets a `div` group a `dt` with its `dd`; it takes no box of its own, so the grid places both. */
export const pair = style({ display: 'contents' });

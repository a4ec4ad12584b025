import { vars } from '@startwise/ui/theming';
import { style } from '@vanilla-extract/css';

/** The headline number of a figure card: the largest type of the theme, tabular so figures line up. */
export const value = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontWeight: vars.font.weight.strong,
  fontSize: vars.heading['1'].fontSize,
  lineHeight: vars.heading['1'].lineHeight,
  fontVariantNumeric: 'tabular-nums',
});

import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  textAlign: 'center',
});

export const value = style({
  fontFamily: vars.font.family.heading,
  fontSize: vars.heading['1'].fontSize,
  lineHeight: vars.heading['1'].lineHeight,
  fontWeight: vars.font.weight.strong,
  color: vars.color.brandForeground,
  fontVariantNumeric: 'tabular-nums',
});

export const label = style({ color: vars.color.textMuted });

import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const root = style({
  display: 'inline-flex',
  alignItems: 'baseline',
  gap: vars.space.xsmall,
  color: vars.color.text,
});

export const label = style({ color: vars.color.textMuted });

export const time = style({
  fontFamily: vars.font.family.mono,
  fontWeight: vars.font.weight.strong,
  fontSize: vars.text.large.fontSize,
  lineHeight: vars.text.large.lineHeight,
  fontVariantNumeric: 'tabular-nums',
});

export const expired = style({ color: vars.color.critical.foreground });

import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  padding: vars.space.medium,
  background: vars.color.surfaceRaised,
  borderStyle: 'solid',
  borderWidth: vars.size.borderStandard,
  borderColor: vars.color.border,
  borderRadius: vars.radius.medium,
});

/** Filters flow into as many columns as fit, each at least five touch targets wide. */
export const controls = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(calc(${vars.size.touchable} * 5), 1fr))`,
  gap: vars.space.medium,
  alignItems: 'end',
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

export const summary = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
});

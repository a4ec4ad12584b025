import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: `calc(${vars.size.touchable} * 1.5)`,
  height: `calc(${vars.size.touchable} * 1.5)`,
  borderRadius: vars.radius.full,
});

globalStyle(`${badge} svg`, {
  width: `calc(${vars.size.icon} * 1.5)`,
  height: `calc(${vars.size.icon} * 1.5)`,
  strokeWidth: 1.75,
});

export const tone = styleVariants({
  brand: { background: vars.color.brandSoft, color: vars.color.brandForeground },
  critical: { background: vars.color.critical.soft, color: vars.color.critical.foreground },
});
export type IconBadgeTone = keyof typeof tone;

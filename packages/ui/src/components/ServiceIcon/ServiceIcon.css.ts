import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

// The sprite's symbols carry only their shapes: a <use> instance inherits its paint from here.
export const icon = style({
  display: 'block',
  width: '100%',
  height: '100%',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.5,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
});

// A compact visual of a service (its page's header): the card art's tint and icon in a small square.
export const tile = style({
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  width: `calc(${vars.size.touchable} * 1.75)`,
  height: `calc(${vars.size.touchable} * 1.75)`,
  padding: vars.space.medium,
  borderRadius: vars.radius.large,
  background: `linear-gradient(135deg, ${vars.color.brandSoft}, ${vars.color.neutralSoft})`,
  color: vars.color.brandForeground,
});

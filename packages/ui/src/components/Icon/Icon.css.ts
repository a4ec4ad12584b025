import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const icon = style({
  display: 'inline-block',
  flexShrink: 0,
  width: vars.size.icon,
  height: vars.size.icon,
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
});

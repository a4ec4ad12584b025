import { style } from '@vanilla-extract/css';

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

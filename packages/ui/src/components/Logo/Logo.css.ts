import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  color: vars.color.text,
});

// 32 px in Startwise: the mark sits on the same grid as its drawing.
export const mark = style({
  flexShrink: 0,
  width: `calc(${vars.space.xsmall} * 4)`,
  height: `calc(${vars.space.xsmall} * 4)`,
});

export const markSquare = style({ fill: vars.color.brand });

// White in every brand, like the mark in the mails, the invoice and the favicon.
export const markCheck = style({
  fill: 'none',
  stroke: 'white',
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
});

export const wordmark = style({
  fontFamily: vars.font.family.heading,
  fontSize: vars.heading['4'].fontSize,
  lineHeight: vars.heading['4'].lineHeight,
  fontWeight: vars.font.weight.semibold,
  whiteSpace: 'nowrap',
});

import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const base = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontWeight: vars.font.weight.strong,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const level = styleVariants(vars.heading, ({ fontSize, lineHeight }) => ({ fontSize, lineHeight }));

import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/contract.css';

export const root = style({
  background: vars.color.surface,
});

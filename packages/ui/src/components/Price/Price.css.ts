import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/contract.css';

export const priceSizes = ['small', 'standard', 'large'] as const;
export type PriceSize = (typeof priceSizes)[number];

export const root = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space.xsmall,
});

export const amount = recipe({
  base: { fontWeight: vars.font.weight.strong, color: vars.color.text },
  variants: {
    size: {
      small: { fontSize: vars.text.small.fontSize, lineHeight: vars.text.small.lineHeight },
      standard: { fontSize: vars.text.large.fontSize, lineHeight: vars.text.large.lineHeight },
      large: { fontSize: vars.heading['2'].fontSize, lineHeight: vars.heading['2'].lineHeight },
    },
  },
  defaultVariants: { size: 'standard' },
});

export const mrp = style({
  color: vars.color.textMuted,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  textDecoration: 'line-through',
});

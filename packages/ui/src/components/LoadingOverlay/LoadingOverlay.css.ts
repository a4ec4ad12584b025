import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { layer } from '../../css/layers';
import { vars } from '../../tokens/contract.css';

export const container = style({ position: 'relative' });

export const overlay = recipe({
  base: {
    inset: 0,
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.small,
    background: vars.color.veil,
    color: vars.color.text,
    fontWeight: vars.font.weight.medium,
  },
  variants: {
    fullScreen: {
      true: { position: 'fixed', zIndex: layer.overlay },
      false: { position: 'absolute', zIndex: layer.raised, borderRadius: 'inherit' },
    },
  },
  defaultVariants: { fullScreen: false },
});

export const spinnerColour = style({ color: vars.color.brandForeground });

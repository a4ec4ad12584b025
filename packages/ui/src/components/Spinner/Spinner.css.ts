import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinnerSizes = ['small', 'standard'] as const;
export type SpinnerSize = (typeof spinnerSizes)[number];

export const spinner = style({
  display: 'inline-block',
  flexShrink: 0,
  borderStyle: 'solid',
  borderColor: 'currentColor',
  borderRightColor: 'transparent',
  borderRadius: vars.radius.full,
  animation: `${spin} calc(${vars.motion.duration.slow} * 3) linear infinite`,
  '@media': {
    // The theme zeroes durations under reduced motion; keep a slow, visible rotation instead of none.
    '(prefers-reduced-motion: reduce)': { animationDuration: '2s' },
  },
});

export const size = styleVariants({
  small: {
    width: vars.text.standard.fontSize,
    height: vars.text.standard.fontSize,
    borderWidth: vars.size.borderLarge,
  },
  standard: { width: vars.size.icon, height: vars.size.icon, borderWidth: vars.size.borderLarge },
});

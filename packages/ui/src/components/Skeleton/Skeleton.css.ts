import { keyframes } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/contract.css';

export const skeletonShapes = ['text', 'heading', 'block', 'circle'] as const;
export type SkeletonShape = (typeof skeletonShapes)[number];
export const skeletonWidths = ['full', 'threeQuarters', 'half', 'quarter'] as const;
export type SkeletonWidth = (typeof skeletonWidths)[number];

const pulse = keyframes({ '0%': { opacity: 1 }, '50%': { opacity: 0.45 }, '100%': { opacity: 1 } });

export const skeleton = recipe({
  base: {
    display: 'block',
    flexShrink: 0,
    background: vars.color.neutralSoft,
    // The theme sets durations to 0 under reduced motion, which stops the pulse.
    animation: `${pulse} calc(${vars.motion.duration.slow} * 5) ${vars.motion.easing.standard} infinite`,
  },
  variants: {
    shape: {
      text: { height: vars.text.standard.fontSize, borderRadius: vars.radius.small },
      heading: { height: vars.heading['3'].fontSize, borderRadius: vars.radius.small },
      block: { aspectRatio: '16 / 9', borderRadius: vars.radius.medium },
      circle: { width: vars.size.touchable, height: vars.size.touchable, borderRadius: vars.radius.full },
    },
    width: {
      full: { width: '100%' },
      threeQuarters: { width: '75%' },
      half: { width: '50%' },
      quarter: { width: '25%' },
    },
  },
  compoundVariants: (['full', 'threeQuarters', 'half', 'quarter'] as const).map((width) => ({
    variants: { shape: 'circle' as const, width },
    style: { width: vars.size.touchable },
  })),
  defaultVariants: { shape: 'text', width: 'full' },
});

import { style } from '@vanilla-extract/css';
import { focusRingStyle } from '../../css/focusRing';
import { vars } from '../../tokens/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small, minWidth: 0 });

export const viewport = style({ minWidth: 0 });

export const slide = style({
  selectors: { '&[hidden]': { display: 'none' } },
});

export const controls = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xsmall,
});

export const arrow = style([
  focusRingStyle,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: vars.size.touchable,
    height: vars.size.touchable,
    borderStyle: 'solid',
    borderWidth: vars.size.borderStandard,
    borderColor: vars.color.border,
    borderRadius: vars.radius.full,
    background: vars.color.surface,
    color: vars.color.text,
    cursor: 'pointer',
    selectors: { '&:hover': { background: vars.color.neutralSoft } },
  },
]);

export const dots = style({ display: 'flex', alignItems: 'center' });

export const dotButton = style([
  focusRingStyle,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: vars.size.touchable,
    height: vars.size.touchable,
    padding: 0,
    border: 'none',
    borderRadius: vars.radius.full,
    background: 'transparent',
    cursor: 'pointer',
  },
]);

export const dot = style({
  display: 'block',
  width: vars.space.small,
  height: vars.space.small,
  borderRadius: vars.radius.full,
  borderStyle: 'solid',
  borderWidth: vars.size.borderStandard,
  borderColor: vars.color.neutral,
  background: 'transparent',
  transitionProperty: 'background-color, transform',
  transitionDuration: vars.motion.duration.fast,
  selectors: {
    [`${dotButton}[aria-current="true"] &`]: {
      background: vars.color.brand,
      borderColor: vars.color.brand,
      transform: 'scale(1.3)',
    },
  },
});

import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const switchRoot = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
  minHeight: vars.size.touchable,
  fontSize: vars.text.standard.fontSize,
  lineHeight: vars.text.standard.lineHeight,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.textMuted } },
});

const trackHeight = `calc(${vars.text.standard.fontSize} * 1.5)`;

export const track = style({
  flexShrink: 0,
  position: 'relative',
  width: `calc(${trackHeight} * 1.8)`,
  height: trackHeight,
  background: vars.color.neutral,
  borderRadius: vars.radius.full,
  transitionProperty: 'background-color',
  transitionDuration: vars.motion.duration.fast,
  selectors: {
    [`${switchRoot}[data-selected] &`]: { background: vars.color.brand },
    [`${switchRoot}[data-focus-visible] &`]: {
      outline: `${vars.size.focusRing} solid ${vars.color.focusRing}`,
      outlineOffset: vars.size.borderStandard,
    },
    [`${switchRoot}[data-disabled] &`]: { opacity: 0.55 },
  },
});

export const thumb = style({
  position: 'absolute',
  top: vars.size.borderLarge,
  left: vars.size.borderLarge,
  width: `calc(${trackHeight} - 2 * ${vars.size.borderLarge})`,
  height: `calc(${trackHeight} - 2 * ${vars.size.borderLarge})`,
  background: vars.color.surface,
  borderRadius: vars.radius.full,
  boxShadow: vars.shadow.small,
  transitionProperty: 'transform',
  transitionDuration: vars.motion.duration.fast,
  transitionTimingFunction: vars.motion.easing.standard,
  selectors: {
    [`${switchRoot}[data-selected] &`]: { transform: `translateX(calc(${trackHeight} * 0.8))` },
  },
});

export const labelText = style({ overflowWrap: 'anywhere' });

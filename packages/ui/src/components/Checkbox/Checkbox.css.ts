import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const checkbox = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
  minHeight: vars.size.touchable,
  paddingBlock: vars.space.xsmall,
  fontSize: vars.text.standard.fontSize,
  lineHeight: vars.text.standard.lineHeight,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.textMuted } },
});

const boxSize = `calc(${vars.text.standard.fontSize} * ${vars.text.standard.lineHeight})`;

export const box = style({
  flexShrink: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: boxSize,
  height: boxSize,
  color: vars.color.onBrand,
  background: vars.color.surface,
  borderStyle: 'solid',
  borderWidth: vars.size.borderLarge,
  borderColor: vars.color.borderStrong,
  borderRadius: vars.radius.small,
  transitionProperty: 'background-color, border-color',
  transitionDuration: vars.motion.duration.fast,
  selectors: {
    [`${checkbox}[data-selected] &`]: { background: vars.color.brand, borderColor: vars.color.brand },
    [`${checkbox}[data-hovered]:not([data-selected]) &`]: { borderColor: vars.color.text },
    [`${checkbox}[data-focus-visible] &`]: {
      outline: `${vars.size.focusRing} solid ${vars.color.focusRing}`,
      outlineOffset: vars.size.borderStandard,
    },
    [`${checkbox}[data-invalid] &`]: { borderColor: vars.color.critical.solid },
    [`${checkbox}[data-disabled] &`]: { opacity: 0.55 },
  },
});

export const check = style({ width: '80%', height: '80%' });

export const labelText = style({ overflowWrap: 'anywhere' });

import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall, minWidth: 0 });

export const label = style({
  fontFamily: vars.font.family.body,
  fontSize: vars.text.standard.fontSize,
  lineHeight: vars.text.standard.lineHeight,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const requiredMark = style({ color: vars.color.critical.foreground, marginInlineStart: vars.space.xxsmall });

export const hint = style({
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const error = style({
  display: 'flex',
  gap: vars.space.xxsmall,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  fontWeight: vars.font.weight.medium,
  color: vars.color.critical.foreground,
  overflowWrap: 'anywhere',
});

/** The shared look of text-like controls (text, textarea, date, select trigger). */
export const control = style({
  width: '100%',
  minHeight: vars.size.touchable,
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.small,
  fontFamily: vars.font.family.body,
  fontSize: vars.text.standard.fontSize,
  lineHeight: vars.text.standard.lineHeight,
  color: vars.color.text,
  background: vars.color.surface,
  borderStyle: 'solid',
  borderWidth: vars.size.borderStandard,
  borderColor: vars.color.borderStrong,
  borderRadius: vars.radius.medium,
  transitionProperty: 'border-color, box-shadow',
  transitionDuration: vars.motion.duration.fast,
  outline: 'none',
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&:hover:not(:disabled)': { borderColor: vars.color.text },
    '&:focus-visible, &[data-focus-visible]': {
      outline: `${vars.size.focusRing} solid ${vars.color.focusRing}`,
      outlineOffset: vars.size.borderStandard,
    },
    '&[aria-invalid="true"], &[data-invalid]': { borderColor: vars.color.critical.solid },
    '&:disabled, &[data-disabled]': {
      background: vars.color.neutralSoft,
      color: vars.color.textMuted,
      cursor: 'not-allowed',
    },
    '&:read-only:not(select, button)': { background: vars.color.surfaceRaised },
  },
});

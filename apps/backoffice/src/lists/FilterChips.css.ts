import { vars } from '@startwise/ui/theming';
import { style } from '@vanilla-extract/css';

const focusRing = {
  outline: 'none',
  selectors: {
    '&[data-focus-visible], &:focus-visible': {
      outline: `${vars.size.focusRing} solid ${vars.color.focusRing}`,
      outlineOffset: vars.size.borderStandard,
    },
  },
} as const;

export const bar = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small });

export const searchRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.small });

export const search = style({ flex: '1 1 16rem', minWidth: 0, maxWidth: '32rem' });

export const chips = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xsmall });

const chipBase = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  minHeight: '2rem',
  maxWidth: '100%',
  paddingInline: vars.space.small,
  borderStyle: 'solid',
  borderWidth: vars.size.borderStandard,
  borderRadius: vars.radius.full,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  cursor: 'pointer',
  font: 'inherit',
} as const;

/** A filter that is off: an outlined chip that opens its choices. */
export const chip = style({
  ...chipBase,
  ...focusRing,
  borderColor: vars.color.borderStrong,
  borderStyle: 'dashed',
  background: vars.color.surface,
  color: vars.color.text,
  selectors: { ...focusRing.selectors, '&[data-hovered]': { background: vars.color.surfaceHover } },
});

/** A filter that is on: a filled chip with its value and a remove button. */
export const activeChip = style({
  display: 'inline-flex',
  alignItems: 'center',
  maxWidth: '100%',
  borderRadius: vars.radius.full,
  background: vars.color.brandSoft,
  color: vars.color.text,
});

export const activeLabel = style({
  ...chipBase,
  ...focusRing,
  borderColor: 'transparent',
  background: 'transparent',
  color: 'inherit',
  minWidth: 0,
  overflowWrap: 'anywhere',
  textAlign: 'start',
});

export const remove = style({
  ...focusRing,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.75rem',
  height: '2rem',
  flexShrink: 0,
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  selectors: { ...focusRing.selectors, '&[data-hovered]': { background: vars.color.surfaceHover } },
});

export const glyph = style({ width: '1rem', height: '1rem', flexShrink: 0 });

export const popover = style({
  minWidth: '14rem',
  maxWidth: 'min(22rem, calc(100vw - 2rem))',
  maxHeight: '22rem',
  overflowY: 'auto',
  padding: vars.space.xsmall,
  border: `${vars.size.borderStandard} solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  boxShadow: vars.shadow.medium,
  outline: 'none',
});

export const menu = style({ display: 'flex', flexDirection: 'column', outline: 'none' });

export const option = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  minHeight: '2.25rem',
  paddingInline: vars.space.small,
  borderRadius: vars.radius.small,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused]': { background: vars.color.brandSoft },
    '&[data-focus-visible]': {
      outline: `${vars.size.focusRing} solid ${vars.color.focusRing}`,
      outlineOffset: `calc(${vars.size.focusRing} * -1)`,
    },
    '&[data-selected]': { fontWeight: vars.font.weight.semibold },
  },
});

export const dialog = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small, outline: 'none' });

export const footer = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.small });

export const summary = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
});

/** A flag that is on ('Overdue only'): filled like an active chip. */
export const onFlag = style({ background: vars.color.brandSoft, borderStyle: 'solid', borderColor: 'transparent' });

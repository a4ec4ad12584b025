import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  textAlign: 'left',
  cursor: 'pointer',
  selectors: {
    // React Aria marks the Select root, not its button, as invalid/open.
    '[data-invalid] > &': { borderColor: vars.color.critical.solid },
    '[data-open] > &': { borderColor: vars.color.brand },
  },
});

export const value = style({
  flex: 1,
  minWidth: 0,
  overflowWrap: 'anywhere',
  selectors: { '&[data-placeholder]': { color: vars.color.textMuted } },
});

export const chevron = style({
  flexShrink: 0,
  width: vars.text.standard.fontSize,
  height: vars.text.standard.fontSize,
});

export const popover = style({
  width: 'var(--trigger-width)',
  overflow: 'auto',
  background: vars.color.surface,
  borderStyle: 'solid',
  borderWidth: vars.size.borderStandard,
  borderColor: vars.color.border,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.medium,
});

export const listBox = style({
  overflowY: 'auto',
  outline: 'none',
  maxHeight: `calc(${vars.size.touchable} * 8)`,
});

/** The spec: a multiple-choice dropdown shows at most 4 rows, then scrolls. */
export const listBoxMultiple = style({ maxHeight: `calc(${vars.size.touchable} * 4)` });

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minHeight: vars.size.touchable,
  paddingInline: vars.space.small,
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  overflowWrap: 'anywhere',
  selectors: {
    '&[data-focused]': { background: vars.color.brandSoft },
    '&[data-focus-visible]': {
      outline: `${vars.size.focusRing} solid ${vars.color.focusRing}`,
      outlineOffset: `calc(-1 * ${vars.size.focusRing})`,
    },
    '&[data-selected]': { fontWeight: vars.font.weight.strong },
  },
});

export const optionCheck = style({
  flexShrink: 0,
  width: vars.text.standard.fontSize,
  height: vars.text.standard.fontSize,
  visibility: 'hidden',
  selectors: { [`${option}[data-selected] &`]: { visibility: 'visible' } },
});

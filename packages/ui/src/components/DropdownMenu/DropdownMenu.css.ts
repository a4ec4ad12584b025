import { style } from '@vanilla-extract/css';
import { focusRingStyle } from '../../css/focusRing';
import { vars } from '../../tokens/contract.css';

export const trigger = style([
  focusRingStyle,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xsmall,
    minHeight: vars.size.touchable,
    minWidth: vars.size.touchable,
    paddingInline: vars.space.xxsmall,
    border: 'none',
    borderRadius: vars.radius.full,
    background: 'transparent',
    color: vars.color.text,
    cursor: 'pointer',
    selectors: {
      '&[data-hovered], &[data-pressed]': { background: vars.color.neutralSoft },
    },
  },
]);

export const popover = style({
  minWidth: `calc(${vars.size.touchable} * 4)`,
  padding: vars.space.xxsmall,
  borderStyle: 'solid',
  borderWidth: vars.size.borderStandard,
  borderColor: vars.color.border,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  boxShadow: vars.shadow.medium,
  outline: 'none',
});

export const menu = style({ outline: 'none', display: 'flex', flexDirection: 'column' });

export const item = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.size.touchable,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.small,
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused]': { background: vars.color.brandSoft, color: vars.color.text },
    '&[data-focus-visible]': {
      outline: `${vars.size.focusRing} solid ${vars.color.focusRing}`,
      outlineOffset: `calc(${vars.size.focusRing} * -1)`,
    },
  },
});

export const criticalItem = style({
  color: vars.color.critical.foreground,
  selectors: { '&[data-focused]': { background: vars.color.critical.soft, color: vars.color.critical.foreground } },
});

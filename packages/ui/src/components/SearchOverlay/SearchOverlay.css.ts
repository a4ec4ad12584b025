import { style } from '@vanilla-extract/css';
import { focusRingStyle } from '../../css/focusRing';
import { vars } from '../../tokens/contract.css';

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 1000,
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.scrim,
});

export const modal = style({
  width: '100%',
  maxHeight: '100%',
  overflowY: 'auto',
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.large,
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  width: '100%',
  maxWidth: vars.contentWidth.medium,
  marginInline: 'auto',
  padding: vars.space.medium,
  outline: 'none',
});

export const form = style({ display: 'flex', alignItems: 'center', gap: vars.space.small });

export const input = style([
  focusRingStyle,
  {
    flexGrow: 1,
    minWidth: 0,
    minHeight: vars.size.touchable,
    paddingInline: vars.space.small,
    borderStyle: 'solid',
    borderWidth: vars.size.borderStandard,
    borderColor: vars.color.borderStrong,
    borderRadius: vars.radius.medium,
    background: vars.color.surface,
    fontSize: vars.text.large.fontSize,
    selectors: { '&::placeholder': { color: vars.color.textMuted } },
  },
]);

export const closeButton = style([
  focusRingStyle,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: vars.size.touchable,
    height: vars.size.touchable,
    border: 'none',
    borderRadius: vars.radius.full,
    background: 'transparent',
    color: vars.color.textMuted,
    cursor: 'pointer',
    selectors: { '&[data-hovered]': { background: vars.color.neutralSoft, color: vars.color.text } },
  },
]);

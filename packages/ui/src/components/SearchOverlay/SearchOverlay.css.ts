import { style } from '@vanilla-extract/css';
import { focusRingStyle } from '../../css/focusRing';
import { iconButtonStyle, quietIconButtonColours } from '../../css/iconButton';
import { modalBackdropStyle, modalPanelStyle } from '../../css/modal';
import { vars } from '../../tokens/contract.css';

export const overlay = style([modalBackdropStyle, { flexDirection: 'column' }]);

export const modal = style([modalPanelStyle, { overflowY: 'auto' }]);

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

export const closeButton = style([...iconButtonStyle, quietIconButtonColours]);

import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRingStyle } from '../../css/focusRing';
import { iconButtonStyle } from '../../css/iconButton';
import { layer } from '../../css/layers';
import { vars } from '../../tokens/contract.css';

export const region = style({
  position: 'fixed',
  top: vars.space.medium,
  right: vars.space.medium,
  left: vars.space.medium,
  zIndex: layer.toast,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  gap: vars.space.small,
  outline: 'none',
  pointerEvents: 'none',
});

export const toast = recipe({
  base: [
    focusRingStyle,
    {
      display: 'flex',
      alignItems: 'flex-start',
      gap: vars.space.small,
      width: '100%',
      // Spec 9: toasts are at most 500 pixels wide in every brand.
      maxWidth: vars.size.toastMaxWidth,
      padding: vars.space.small,
      paddingInlineStart: vars.space.medium,
      borderRadius: vars.radius.medium,
      borderInlineStartStyle: 'solid',
      borderInlineStartWidth: vars.size.borderLarge,
      boxShadow: vars.shadow.large,
      pointerEvents: 'auto',
      overflowWrap: 'anywhere',
    },
  ],
  variants: {
    tone: {
      positive: {
        background: vars.color.positive.soft,
        color: vars.color.positive.foreground,
        borderInlineStartColor: vars.color.positive.solid,
      },
      critical: {
        background: vars.color.critical.soft,
        color: vars.color.critical.foreground,
        borderInlineStartColor: vars.color.critical.solid,
      },
      info: {
        background: vars.color.info.soft,
        color: vars.color.info.foreground,
        borderInlineStartColor: vars.color.info.solid,
      },
    },
  },
});

export const content = style({ flexGrow: 1, alignSelf: 'center', minWidth: 0 });

export const closeButton = style([
  ...iconButtonStyle,
  {
    // The toast's tone colour, and a circle that reaches into the toast's padding.
    margin: `calc(${vars.space.xsmall} * -1)`,
    color: 'inherit',
    selectors: { '&[data-hovered]': { background: vars.color.surfaceHover } },
  },
]);

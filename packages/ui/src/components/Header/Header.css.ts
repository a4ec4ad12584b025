import { style } from '@vanilla-extract/css';
import { focusRingStyle } from '../../css/focusRing';
import { layer } from '../../css/layers';
import { responsiveStyle } from '../../css/responsiveStyle';
import { vars } from '../../tokens/contract.css';

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: layer.header,
  background: vars.color.surface,
  borderBottomStyle: 'solid',
  borderBottomWidth: vars.size.borderStandard,
  borderBottomColor: vars.color.border,
});

export const bar = style(
  responsiveStyle({
    mobile: {
      display: 'flex',
      alignItems: 'center',
      gap: vars.space.small,
      maxWidth: vars.contentWidth.large,
      marginInline: 'auto',
      minHeight: `calc(${vars.size.touchable} + ${vars.space.medium})`,
      paddingInline: vars.space.medium,
    },
    tablet: { paddingInline: vars.space.large },
  }),
);

export const logo = style({ display: 'flex', alignItems: 'center', flexShrink: 0 });

export const nav = style(
  responsiveStyle({
    mobile: { display: 'none' },
    desktop: {
      display: 'flex',
      alignSelf: 'stretch',
      flexGrow: 1,
      minWidth: 0,
      paddingInlineStart: vars.space.medium,
    },
  }),
);

export const spacer = style(responsiveStyle({ mobile: { flexGrow: 1 }, desktop: { display: 'none' } }));

export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space.xsmall, flexShrink: 0 });

export const menuToggle = style([
  focusRingStyle,
  responsiveStyle({
    mobile: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      width: vars.size.touchable,
      height: vars.size.touchable,
      border: 'none',
      borderRadius: vars.radius.medium,
      background: 'transparent',
      color: vars.color.text,
      cursor: 'pointer',
    },
    desktop: { display: 'none' },
  }),
  { selectors: { '&[data-hovered]': { background: vars.color.neutralSoft } } },
]);

export const mobilePanel = style(
  responsiveStyle({
    mobile: {
      borderTopStyle: 'solid',
      borderTopWidth: vars.size.borderStandard,
      borderTopColor: vars.color.border,
      paddingBlock: vars.space.small,
      paddingInline: vars.space.medium,
      // React Aria collapses the panel with hidden="until-found", which still draws the panel's own box (its
      // padding and border) under the bar.
      selectors: { '&[hidden]': { display: 'none' } },
    },
    tablet: { paddingInline: vars.space.large },
    desktop: { display: 'none' },
  }),
);

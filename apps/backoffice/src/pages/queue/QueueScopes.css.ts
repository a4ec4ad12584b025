import { vars } from '@startwise/ui/theming';
import { globalStyle, style } from '@vanilla-extract/css';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xxsmall,
  margin: 0,
  padding: 0,
  borderBottom: `${vars.size.borderStandard} solid ${vars.color.border}`,
});

globalStyle(`${list} > li`, { listStyle: 'none' });

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touchable,
  paddingInline: vars.space.small,
  color: vars.color.textMuted,
  textDecoration: 'none',
  borderBottom: `${vars.size.borderLarge} solid transparent`,
  marginBottom: `calc(${vars.size.borderStandard} * -1)`,
  selectors: {
    '&:hover': { color: vars.color.text },
    '&[aria-current="page"]': {
      color: vars.color.brandForeground,
      borderBottomColor: vars.color.brand,
      fontWeight: vars.font.weight.semibold,
    },
    '&:focus-visible': { outline: `${vars.size.focusRing} solid ${vars.color.focusRing}`, outlineOffset: 0 },
  },
});

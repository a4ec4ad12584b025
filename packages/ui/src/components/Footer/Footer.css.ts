import { style } from '@vanilla-extract/css';
import { focusRingStyle } from '../../css/focusRing';
import { responsiveStyle } from '../../css/responsiveStyle';
import { vars } from '../../tokens/contract.css';

export const footer = style({
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  borderTopStyle: 'solid',
  borderTopWidth: vars.size.borderStandard,
  borderTopColor: vars.color.border,
});

export const inner = style(
  responsiveStyle({
    mobile: {
      display: 'flex',
      flexDirection: 'column',
      gap: vars.space.large,
      maxWidth: vars.contentWidth.large,
      marginInline: 'auto',
      paddingBlock: vars.space.large,
      paddingInline: vars.space.medium,
    },
    tablet: { paddingInline: vars.space.large },
  }),
);

export const toggle = style([
  focusRingStyle,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xsmall,
    alignSelf: 'flex-start',
    minHeight: vars.size.touchable,
    paddingInline: vars.space.small,
    borderStyle: 'solid',
    borderWidth: vars.size.borderStandard,
    borderColor: vars.color.border,
    borderRadius: vars.radius.medium,
    background: vars.color.surface,
    color: vars.color.text,
    fontWeight: vars.font.weight.medium,
    cursor: 'pointer',
    selectors: { '&[data-hovered]': { background: vars.color.neutralSoft } },
  },
]);

export const chevron = style({
  display: 'inline-flex',
  transitionProperty: 'transform',
  transitionDuration: vars.motion.duration.standard,
  selectors: { [`${toggle}[aria-expanded="true"] &`]: { transform: 'rotate(180deg)' } },
});

export const columns = style({
  display: 'grid',
  gap: vars.space.large,
  gridTemplateColumns: `repeat(auto-fill, minmax(calc(${vars.size.touchable} * 4), 1fr))`,
});

export const column = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small, minWidth: 0 });

export const columnTitle = style({
  fontFamily: vars.font.family.heading,
  fontSize: vars.text.standard.fontSize,
  lineHeight: vars.text.standard.lineHeight,
  fontWeight: vars.font.weight.strong,
});

export const links = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  overflowWrap: 'anywhere',
});

export const bottom = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  paddingTop: vars.space.medium,
  borderTopStyle: 'solid',
  borderTopWidth: vars.size.borderStandard,
  borderTopColor: vars.color.border,
  color: vars.color.textMuted,
  fontSize: vars.text.small.fontSize,
});

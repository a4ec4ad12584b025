import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRingStyle } from '../../css/focusRing';
import { responsiveStyle } from '../../css/responsiveStyle';
import { vars } from '../../tokens/contract.css';

export const dialogSizes = ['small', 'medium', 'large'] as const;
export type DialogSize = (typeof dialogSizes)[number];

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 1000,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.medium,
  background: vars.color.scrim,
  selectors: {
    '&[data-entering]': { animation: `${fadeIn} ${vars.motion.duration.standard} ${vars.motion.easing.standard}` },
  },
});

export const modal = recipe({
  base: {
    display: 'flex',
    width: '100%',
    maxHeight: '100%',
    borderRadius: vars.radius.large,
    background: vars.color.surface,
    color: vars.color.text,
    boxShadow: vars.shadow.large,
    overflow: 'hidden',
  },
  variants: {
    size: {
      small: { maxWidth: `calc(${vars.contentWidth.small} * 0.7)` },
      medium: { maxWidth: vars.contentWidth.small },
      large: { maxWidth: vars.contentWidth.medium },
    },
  },
  defaultVariants: { size: 'medium' },
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  minWidth: 0,
  outline: 'none',
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.small,
  padding: vars.space.medium,
  paddingBottom: 0,
});

export const title = style({
  fontFamily: vars.font.family.heading,
  fontSize: vars.heading['3'].fontSize,
  lineHeight: vars.heading['3'].lineHeight,
  fontWeight: vars.font.weight.strong,
  overflowWrap: 'anywhere',
});

export const closeButton = style([
  focusRingStyle,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: vars.size.touchable,
    height: vars.size.touchable,
    marginBlock: `calc(${vars.space.xsmall} * -1)`,
    marginInlineEnd: `calc(${vars.space.xsmall} * -1)`,
    border: 'none',
    borderRadius: vars.radius.full,
    background: 'transparent',
    color: vars.color.textMuted,
    cursor: 'pointer',
    selectors: { '&[data-hovered]': { background: vars.color.neutralSoft, color: vars.color.text } },
  },
]);

export const body = style(
  responsiveStyle({
    mobile: {
      display: 'flex',
      flexDirection: 'column',
      gap: vars.space.small,
      padding: vars.space.medium,
      overflowY: 'auto',
      overflowWrap: 'anywhere',
    },
  }),
);

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap-reverse',
  justifyContent: 'flex-end',
  gap: vars.space.small,
  padding: vars.space.medium,
  paddingTop: 0,
});

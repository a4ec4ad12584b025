import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { iconButtonStyle, quietIconButtonColours } from '../../css/iconButton';
import { modalBackdropStyle, modalPanelStyle } from '../../css/modal';
import { responsiveStyle } from '../../css/responsiveStyle';
import { vars } from '../../tokens/contract.css';

export const dialogSizes = ['small', 'medium', 'large'] as const;
export type DialogSize = (typeof dialogSizes)[number];

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const overlay = style([
  modalBackdropStyle,
  {
    alignItems: 'center',
    justifyContent: 'center',
    padding: vars.space.medium,
    selectors: {
      '&[data-entering]': { animation: `${fadeIn} ${vars.motion.duration.standard} ${vars.motion.easing.standard}` },
    },
  },
]);

export const modal = recipe({
  base: [modalPanelStyle, { display: 'flex', borderRadius: vars.radius.large, overflow: 'hidden' }],
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
  ...iconButtonStyle,
  quietIconButtonColours,
  // Sits in the header's padding so its circle lines up with the title's first line.
  { marginBlock: `calc(${vars.space.xsmall} * -1)`, marginInlineEnd: `calc(${vars.space.xsmall} * -1)` },
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

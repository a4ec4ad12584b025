import { style } from '@vanilla-extract/css';
import { focusRingStyle } from '../../css/focusRing';
import { vars } from '../../tokens/contract.css';

export const thumbnailFrame = style({
  aspectRatio: '16 / 9',
  background: vars.color.neutralSoft,
  overflow: 'hidden',
});

// The icon art: the brand's soft tint with the icon in brand colour, in the same 16:9 box as a thumbnail.
export const art = style([
  thumbnailFrame,
  {
    display: 'grid',
    placeItems: 'center',
    background: `linear-gradient(135deg, ${vars.color.brandSoft}, ${vars.color.neutralSoft})`,
    color: vars.color.brandForeground,
  },
]);

export const artIcon = style({ width: '28%', aspectRatio: '1' });

export const thumbnail = style({
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  flexGrow: 1,
  gap: vars.space.small,
  padding: vars.space.medium,
});

export const title = style({
  fontFamily: vars.font.family.heading,
  fontSize: vars.heading['4'].fontSize,
  lineHeight: vars.heading['4'].lineHeight,
  fontWeight: vars.font.weight.strong,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

// The clamped text keeps its natural height (three lines at most): stretched by the column it would show the lines
// that -webkit-line-clamp hides, under the ellipsis. The footer takes the free space instead.
export const description = style({
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
  display: '-webkit-box',
  WebkitLineClamp: 3,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

export const footer = style({
  marginBlockStart: 'auto',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

export const learnMore = style([
  focusRingStyle,
  {
    display: 'inline-flex',
    alignItems: 'center',
    // Stays at the card's end when a long price pushes it onto a line of its own.
    marginInlineStart: 'auto',
    minHeight: vars.size.touchable,
    color: vars.color.brandForeground,
    fontWeight: vars.font.weight.medium,
    textDecoration: 'underline',
    textUnderlineOffset: vars.space.xxsmall,
    borderRadius: vars.radius.small,
    selectors: { '&:hover': { textDecorationThickness: vars.size.borderLarge } },
  },
]);

/** The price sits on a soft brand pill: the card's 'price badge'. */
export const priceBadge = style({
  display: 'inline-flex',
  paddingInline: vars.space.small,
  paddingBlock: vars.space.xxsmall,
  borderRadius: vars.radius.full,
  background: vars.color.brandSoft,
});

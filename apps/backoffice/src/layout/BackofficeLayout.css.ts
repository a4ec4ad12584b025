import { vars } from '@startwise/ui/theming';
import { globalStyle, style } from '@vanilla-extract/css';

// The working shell: a sidebar of sections beside the page from the desk's width up; below it a one-row bar with
// a Menu button. Nothing in it is wider than the window, so a phone never scrolls sideways.

const DESK = 'screen and (min-width: 1024px)';
const PHONE_OR_TABLET = 'screen and (max-width: 1023.98px)';
const SIDEBAR = '12rem';

export const shell = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  minHeight: '100dvh',
  '@media': { [DESK]: { gridTemplateColumns: `${SIDEBAR} minmax(0, 1fr)` } },
});

export const sidebar = style({
  display: 'none',
  '@media': {
    [DESK]: {
      display: 'flex',
      flexDirection: 'column',
      gap: vars.space.medium,
      position: 'sticky',
      insetBlockStart: 0,
      height: '100dvh',
      overflowY: 'auto',
      padding: vars.space.medium,
      borderInlineEnd: `${vars.size.borderStandard} solid ${vars.color.border}`,
      background: vars.color.surface,
    },
  },
});

export const topBar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: 10,
  paddingInline: vars.space.medium,
  paddingBlock: vars.space.xsmall,
  borderBlockEnd: `${vars.size.borderStandard} solid ${vars.color.border}`,
  background: vars.color.surface,
  '@media': { [DESK]: { display: 'none' } },
});

export const menuPanel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  padding: vars.space.medium,
  borderBlockEnd: `${vars.size.borderStandard} solid ${vars.color.border}`,
  background: vars.color.surface,
  '@media': { [DESK]: { display: 'none' } },
});

export const spacer = style({ flex: 1 });

export const main = style({
  minWidth: 0,
  paddingBlock: vars.space.large,
  '@media': { [PHONE_OR_TABLET]: { paddingBlock: vars.space.medium } },
});

export const navList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  margin: 0,
  padding: 0,
});

globalStyle(`${navList} > li`, { listStyle: 'none' });

export const navLink = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xsmall,
  minHeight: vars.size.touchable,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.medium,
  color: vars.color.text,
  textDecoration: 'none',
  fontSize: vars.text.standard.fontSize,
  lineHeight: vars.text.standard.lineHeight,
  selectors: {
    '&:hover': { background: vars.color.surfaceHover },
    '&[aria-current="page"]': {
      background: vars.color.brandSoft,
      color: vars.color.brandForeground,
      fontWeight: vars.font.weight.semibold,
      boxShadow: `inset ${vars.size.borderLarge} 0 0 0 ${vars.color.brand}`,
    },
    '&:focus-visible': { outline: `${vars.size.focusRing} solid ${vars.color.focusRing}`, outlineOffset: 0 },
  },
});

export const brand = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xsmall });

export const brandStacked = style({
  display: 'inline-flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xxsmall,
});

/** Who is signed in, their role and Sign out, one under the other (the sidebar is narrow). */
export const member = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xsmall,
  marginBlockStart: 'auto',
  paddingBlockStart: vars.space.small,
  borderBlockStart: `${vars.size.borderStandard} solid ${vars.color.border}`,
});

export const memberName = style({ minWidth: 0, overflowWrap: 'anywhere' });

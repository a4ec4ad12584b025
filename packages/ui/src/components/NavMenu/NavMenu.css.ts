import { style } from '@vanilla-extract/css';
import { focusRingStyle } from '../../css/focusRing';
import { vars } from '../../tokens/contract.css';

// A few short entries (the categories live in a panel), so the bar is one row from the desktop breakpoint up.
export const menuBar = style({
  display: 'flex',
  alignItems: 'stretch',
  gap: vars.space.small,
  minWidth: 0,
  height: '100%',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

// Entries fill the bar's height, so the pointer moving down to a panel never leaves its entry.
export const entry = style({ display: 'flex', alignItems: 'stretch', flexShrink: 0 });

export const disclosure = style({ display: 'flex', alignItems: 'center' });

export const entryLink = style([
  focusRingStyle,
  {
    display: 'inline-flex',
    alignItems: 'center',
    alignSelf: 'stretch',
    paddingInline: vars.space.xxsmall,
    fontSize: vars.text.standard.fontSize,
    lineHeight: vars.text.standard.lineHeight,
    fontWeight: vars.font.weight.medium,
    color: vars.color.text,
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    borderRadius: vars.radius.small,
    borderBlockEnd: `${vars.size.borderLarge} solid transparent`,
    borderBlockStart: `${vars.size.borderLarge} solid transparent`,
    selectors: {
      '&:hover': { color: vars.color.brandForeground, borderBlockEndColor: vars.color.brand },
      [`${entry}:hover &`]: { color: vars.color.brandForeground },
    },
  },
]);

export const toggle = style([
  focusRingStyle,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    // A whole touch target around the icon; the negative margin keeps the row laid out as for the icon alone.
    width: vars.size.touchable,
    height: vars.size.touchable,
    margin: `calc((${vars.size.icon} + ${vars.space.xxsmall} - ${vars.size.touchable}) / 2)`,
    padding: 0,
    border: 'none',
    borderRadius: vars.radius.small,
    background: 'transparent',
    color: vars.color.textMuted,
    cursor: 'pointer',
    transition: `transform ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
    selectors: {
      '&[data-hovered]': { background: vars.color.neutralSoft, color: vars.color.text },
      '&[aria-expanded="true"]': { transform: 'rotate(180deg)', color: vars.color.brandForeground },
    },
  },
]);

export const panel = style({
  position: 'absolute',
  insetInline: 0,
  top: '100%',
  background: vars.color.surface,
  borderBlockEnd: `${vars.size.borderStandard} solid ${vars.color.border}`,
  boxShadow: vars.shadow.large,
  // hidden="until-found" (React Aria's collapsed state) would still draw the panel's border and shadow.
  selectors: { '&[hidden]': { display: 'none' } },
});

export const panelContent = style({
  maxWidth: vars.contentWidth.large,
  marginInline: 'auto',
  paddingInline: vars.space.large,
  paddingBlock: vars.space.large,
});

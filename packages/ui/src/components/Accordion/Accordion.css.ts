import { style } from '@vanilla-extract/css';
import { focusRingStyle } from '../../css/focusRing';
import { vars } from '../../tokens/contract.css';

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  borderTopStyle: 'solid',
  borderTopWidth: vars.size.borderStandard,
  borderTopColor: vars.color.border,
});

export const item = style({
  borderBottomStyle: 'solid',
  borderBottomWidth: vars.size.borderStandard,
  borderBottomColor: vars.color.border,
});

export const heading = style({ margin: 0, fontSize: 'inherit' });

export const trigger = style([
  focusRingStyle,
  {
    display: 'flex',
    width: '100%',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.small,
    minHeight: vars.size.touchable,
    paddingBlock: vars.space.small,
    paddingInline: vars.space.xsmall,
    border: 'none',
    background: 'transparent',
    color: vars.color.text,
    fontFamily: vars.font.family.body,
    fontSize: vars.text.standard.fontSize,
    lineHeight: vars.text.standard.lineHeight,
    fontWeight: vars.font.weight.medium,
    textAlign: 'start',
    cursor: 'pointer',
    selectors: { '&[data-hovered]': { background: vars.color.surfaceHover } },
  },
]);

export const chevron = style({
  display: 'inline-flex',
  color: vars.color.textMuted,
  transitionProperty: 'transform',
  transitionDuration: vars.motion.duration.standard,
  transitionTimingFunction: vars.motion.easing.standard,
  selectors: { [`${trigger}[aria-expanded="true"] &`]: { transform: 'rotate(180deg)' } },
});

// React Aria marks a collapsed panel `hidden` (until-found) and an open one with no attribute at all, so the
// open panel's inset hangs on the missing `hidden`: its content lines up with the title and ends above the rule.
export const panel = style({
  color: vars.color.textMuted,
  selectors: { '&:not([hidden])': { paddingInline: vars.space.xsmall, paddingBottom: vars.space.medium } },
});

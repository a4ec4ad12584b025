import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const summary = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  padding: vars.space.medium,
  color: vars.color.critical.foreground,
  background: vars.color.critical.soft,
  borderInlineStartStyle: 'solid',
  borderInlineStartWidth: vars.size.focusRing,
  borderInlineStartColor: vars.color.critical.solid,
  borderRadius: vars.radius.small,
  outline: 'none',
  selectors: {
    '&:focus-visible': { outline: `${vars.size.focusRing} solid ${vars.color.focusRing}` },
  },
});

export const heading = style({
  margin: 0,
  fontFamily: vars.font.family.body,
  fontSize: vars.text.standard.fontSize,
  lineHeight: vars.text.standard.lineHeight,
  fontWeight: vars.font.weight.strong,
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  margin: 0,
  paddingInlineStart: vars.space.medium,
  listStyle: 'disc',
  fontSize: vars.text.standard.fontSize,
  lineHeight: vars.text.standard.lineHeight,
  overflowWrap: 'anywhere',
});

export const link = style({ color: 'inherit', fontWeight: vars.font.weight.medium });

import { style } from '@vanilla-extract/css';
import { ruledListStyle, ruledRowStyle } from '../../css/ruledList';
import { vars } from '../../tokens/contract.css';

export const list = style(ruledListStyle);

export const item = style(ruledRowStyle(vars.space.small));

export const details = style({
  flex: '1 1 16ch',
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
});

export const name = style({
  color: vars.color.text,
  fontWeight: vars.font.weight.medium,
  overflowWrap: 'anywhere',
});

export const meta = style({
  color: vars.color.textMuted,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
});

export const metaUploaded = style({ color: vars.color.positive.foreground });

export const error = style({
  margin: 0,
  color: vars.color.critical.foreground,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  overflowWrap: 'anywhere',
});

export const track = style({
  blockSize: vars.space.xsmall,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.neutralSoft,
  overflow: 'hidden',
});

export const fill = style({
  // Its inline size is the row's percentage, set inline.
  blockSize: '100%',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.brand,
});

export const actions = style({ display: 'flex', gap: vars.space.xsmall, flexShrink: 0 });

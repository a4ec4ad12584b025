import { style } from '@vanilla-extract/css';
import { ruledListStyle, ruledRowStyle } from '../../css/ruledList';
import { vars } from '../../tokens/contract.css';

export const list = style(ruledListStyle);

export const item = style(ruledRowStyle(vars.space.xsmall));

export const name = style({
  flex: '1 1 12ch',
  minWidth: 0,
  color: vars.color.text,
  fontWeight: vars.font.weight.medium,
  overflowWrap: 'anywhere',
});

export const meta = style({
  color: vars.color.textMuted,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  whiteSpace: 'nowrap',
});

export const empty = style({ margin: 0, color: vars.color.textMuted });

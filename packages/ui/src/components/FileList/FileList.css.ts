import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const list = style({ listStyle: 'none', margin: 0, padding: 0 });

export const item = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
  paddingBlock: vars.space.xsmall,
  borderBottomStyle: 'solid',
  borderBottomWidth: vars.size.borderStandard,
  borderBottomColor: vars.color.border,
  selectors: { '&:last-child': { borderBottomStyle: 'none' } },
});

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

import { globalStyle, style } from '@vanilla-extract/css';
import { focusRingStyle } from '../../css/focusRing';
import { vars } from '../../tokens/contract.css';

export const tableAligns = ['start', 'end', 'center'] as const;
export type TableAlign = (typeof tableAligns)[number];

/** Narrow screens scroll the table sideways inside this focusable region instead of squeezing columns. */
export const scroller = style([
  focusRingStyle,
  {
    width: '100%',
    overflowX: 'auto',
    borderStyle: 'solid',
    borderWidth: vars.size.borderStandard,
    borderColor: vars.color.border,
    borderRadius: vars.radius.medium,
  },
]);

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  color: vars.color.text,
});

export const caption = style({
  padding: vars.space.small,
  textAlign: 'start',
  fontWeight: vars.font.weight.strong,
  fontSize: vars.text.standard.fontSize,
});

const cell = {
  paddingBlock: vars.space.small,
  paddingInline: vars.space.medium,
  borderBottomStyle: 'solid',
  borderBottomWidth: vars.size.borderStandard,
  borderBottomColor: vars.color.border,
  verticalAlign: 'middle',
} as const;

export const headerCell = style({
  ...cell,
  background: vars.color.surfaceRaised,
  color: vars.color.textMuted,
  fontWeight: vars.font.weight.medium,
  whiteSpace: 'nowrap',
});

/** Data cells keep dates and amounts on one line; the table scrolls sideways rather than squeezing them. */
export const bodyCell = style({ ...cell, whiteSpace: 'nowrap' });

/** The row-naming cell (a service name) may wrap, but never narrower than a readable column. */
export const rowHeaderCell = style({
  ...cell,
  minWidth: `calc(${vars.size.touchable} * 4)`,
  textAlign: 'start',
  fontWeight: vars.font.weight.medium,
});

export const row = style({
  selectors: { '&:hover': { background: vars.color.surfaceHover } },
});

// The scroller draws the outer border, so the last row has none of its own.
globalStyle(`${row}:last-child > :is(td, th)`, { borderBottomStyle: 'none' });

export const align = {
  start: style({ textAlign: 'start' }),
  end: style({ textAlign: 'end', fontVariantNumeric: 'tabular-nums' }),
  center: style({ textAlign: 'center' }),
} satisfies Record<TableAlign, string>;

export const empty = style({ ...cell, borderBottomStyle: 'none', padding: vars.space.large, textAlign: 'center' });

import { globalStyle, style } from '@vanilla-extract/css';
import { belowQuery, minWidthQuery } from '../../css/breakpoints';
import { focusRingStyle } from '../../css/focusRing';
import { visuallyHiddenRule } from '../../css/reset.css';
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

// Tighter columns below the desktop breakpoint, so a five-column table still fits a tablet's width.
const cell = {
  paddingBlock: vars.space.small,
  paddingInline: vars.space.small,
  borderBottomStyle: 'solid',
  borderBottomWidth: vars.size.borderStandard,
  borderBottomColor: vars.color.border,
  verticalAlign: 'middle',
  '@media': { [minWidthQuery('desktop')]: { paddingInline: vars.space.medium } },
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

export const empty = style({
  ...cell,
  borderBottomStyle: 'none',
  padding: vars.space.large,
  textAlign: 'center',
  '@media': { [minWidthQuery('desktop')]: { paddingInline: vars.space.large } },
});

/**
 * `stackOnMobile`: below the tablet breakpoint each row reads as a card — the row header as its title, then one
 * line per cell with the column's name before the value (`data-label`) — instead of a table to scroll sideways.
 * The elements keep explicit table roles (Table.tsx), which `display: block` would otherwise take away.
 */
export const stacked = style({});
const phone = belowQuery('tablet');
globalStyle(`${stacked} :is(table, tbody, tr, th, td)`, { '@media': { [phone]: { display: 'block' } } });
globalStyle(`${stacked} thead`, { '@media': { [phone]: visuallyHiddenRule } });
globalStyle(`${stacked} tr`, {
  '@media': {
    [phone]: {
      paddingBlock: vars.space.small,
      paddingInline: vars.space.medium,
      borderBottomStyle: 'solid',
      borderBottomWidth: vars.size.borderStandard,
      borderBottomColor: vars.color.border,
    },
  },
});
globalStyle(`${stacked} tbody > tr:last-child`, { '@media': { [phone]: { borderBottomStyle: 'none' } } });
globalStyle(`${stacked} :is(th, td)`, {
  '@media': { [phone]: { paddingInline: 0, paddingBlock: vars.space.xxsmall, borderBottomStyle: 'none' } },
});
globalStyle(`${stacked} th[scope="row"]`, {
  '@media': { [phone]: { minWidth: 0, paddingBlockEnd: vars.space.xsmall, fontSize: vars.text.standard.fontSize } },
});
globalStyle(`${stacked} td[data-label]`, {
  '@media': {
    [phone]: {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: vars.space.small,
      whiteSpace: 'normal',
      textAlign: 'end',
    },
  },
});
globalStyle(`${stacked} td[data-label]::before`, {
  '@media': {
    [phone]: { content: 'attr(data-label)', color: vars.color.textMuted, textAlign: 'start', whiteSpace: 'nowrap' },
  },
});

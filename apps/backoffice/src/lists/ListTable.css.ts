import { vars } from '@startwise/ui/theming';
import { globalStyle, style } from '@vanilla-extract/css';
import { visuallyHidden } from '../layout/visually-hidden.css';

// Every list's table: 40 px rows, a header that stays on screen while the page scrolls, columns that fit the desk's
// width (long text wraps, dates and amounts do not), and below the desk's width each row as a card of label/value
// lines, so nothing scrolls sideways on a tablet or a phone.

const DESK = 'screen and (min-width: 1024px)';
const BELOW_DESK = 'screen and (max-width: 1023.98px)';

export const frame = style({
  position: 'relative',
  border: `${vars.size.borderStandard} solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  '@media': { [BELOW_DESK]: { border: 'none', background: 'transparent' } },
});

export const table = style({
  width: '100%',
  borderCollapse: 'separate',
  borderSpacing: 0,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  color: vars.color.text,
  '@media': { [BELOW_DESK]: { display: 'block' } },
});

/** The table's caption, read by screen readers only (the queue's bulk-assign legend uses it too). */
export const caption = visuallyHidden;

export const head = style({ '@media': { [BELOW_DESK]: { display: 'none' } } });

export const body = style({
  '@media': { [BELOW_DESK]: { display: 'flex', flexDirection: 'column', gap: vars.space.small } },
});

const cell = {
  height: '2.5rem',
  paddingBlock: vars.space.xxsmall,
  paddingInline: vars.space.xsmall,
  borderBottom: `${vars.size.borderStandard} solid ${vars.color.border}`,
  verticalAlign: 'middle',
  textAlign: 'start',
} as const;

export const headerCell = style({
  ...cell,
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: 1,
  background: vars.color.surfaceRaised,
  color: vars.color.textMuted,
  fontWeight: vars.font.weight.medium,
  whiteSpace: 'nowrap',
});

export const row = style({
  selectors: {
    '&:hover': { background: vars.color.surfaceHover },
  },
  '@media': {
    [BELOW_DESK]: {
      display: 'flex',
      flexDirection: 'column',
      padding: vars.space.small,
      border: `${vars.size.borderStandard} solid ${vars.color.border}`,
      borderRadius: vars.radius.medium,
      background: vars.color.surface,
    },
  },
});

/** Work that needs attention (overdue): a caution edge at the start; a cell says why in words. */
export const highlighted = style({ boxShadow: `inset ${vars.size.borderLarge} 0 0 0 ${vars.color.caution.solid}` });

export const bodyCell = style({
  ...cell,
  '@media': {
    [BELOW_DESK]: {
      display: 'grid',
      gridTemplateColumns: 'minmax(6rem, 35%) minmax(0, 1fr)',
      gap: vars.space.small,
      height: 'auto',
      minHeight: '2rem',
      padding: 0,
      border: 'none',
      alignItems: 'center',
      overflowWrap: 'anywhere',
    },
  },
});

/** Dates, amounts and badges stay on one line at the desk. */
export const nowrap = style({ '@media': { [DESK]: { whiteSpace: 'nowrap' } } });

export const end = style({
  fontVariantNumeric: 'tabular-nums',
  '@media': { [DESK]: { textAlign: 'end' } },
});

/** The card's label for a value (the column's header), shown below the desk's width only. */
export const cardLabel = style({
  color: vars.color.textMuted,
  fontWeight: vars.font.weight.medium,
  '@media': { [DESK]: { display: 'none' } },
});

export const empty = style({ ...cell, height: '5rem', textAlign: 'center', color: vars.color.textMuted });

export const sortButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  minWidth: '2.75rem',
  gap: vars.space.xxsmall,
  minHeight: '2rem',
  padding: 0,
  border: 'none',
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outline: `${vars.size.focusRing} solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});

export const selectCell = style({ width: '2.75rem' });

globalStyle(`${row}:last-child > td, ${row}:last-child > th`, { borderBottom: 'none' });

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.small });

export const spacer = style({ flex: 1 });

export const checkbox = style({
  width: '1.25rem',
  height: '1.25rem',
  margin: 0,
  accentColor: vars.color.brand,
  cursor: 'pointer',
});

/** Hiding columns only means something for the desk's table. */
export const columnsMenu = style({ '@media': { [BELOW_DESK]: { display: 'none' } } });

globalStyle(`${row}:focus-within`, { background: vars.color.brandSoft });

/** What to do with the chosen rows, above the table. */
export const bulkBar = style([toolbar, { alignItems: 'flex-end', margin: 0, padding: 0, border: 'none', minWidth: 0 }]);

// At the desk a cell's words wrap between words only ('Unassigned' never breaks in two).
globalStyle(`${bodyCell} *`, { '@media': { [DESK]: { overflowWrap: 'normal' } } });

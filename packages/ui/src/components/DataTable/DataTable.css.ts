import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { focusRingStyle } from '../../css/focusRing';
import { vars } from '../../tokens/contract.css';
import { bodyCell, headerCell, rowHeaderCell } from '../Table/Table.css';

export { align, caption, empty, scroller, table } from '../Table/Table.css';

export const frame = style({ position: 'relative' });

const sweep = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(250%)' } });

/**
 * While new rows load the old ones stay at full contrast (dimming them would fail it) and a bar sweeps along the
 * top edge; the table reports `aria-busy`.
 */
export const busyBar = style({
  position: 'absolute',
  insetBlockStart: 0,
  insetInlineStart: 0,
  width: '40%',
  height: vars.size.borderLarge,
  background: vars.color.brand,
  animationName: sweep,
  animationDuration: vars.motion.duration.slow,
  animationTimingFunction: vars.motion.easing.standard,
  animationIterationCount: 'infinite',
  animationDirection: 'alternate',
  pointerEvents: 'none',
});

export const busyClip = style({ position: 'absolute', inset: 0, overflow: 'hidden', pointerEvents: 'none' });

export const header = headerCell;
export const cell = bodyCell;

/** A column of long text (a service name, a change summary) wraps instead of widening the table. */
export const wrappingCell = style([bodyCell, { whiteSpace: 'normal', minWidth: `calc(${vars.size.touchable} * 4)` }]);
export const rowHeader = rowHeaderCell;

/** The header's sort control fills the cell, so the whole header is the target. */
export const sortButton = style([
  focusRingStyle,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xxsmall,
    minHeight: vars.size.touchable,
    marginBlock: `calc(${vars.space.small} * -1)`,
    padding: 0,
    border: 'none',
    background: 'transparent',
    color: 'inherit',
    font: 'inherit',
    cursor: 'pointer',
    borderRadius: vars.radius.small,
    selectors: { '&:hover': { color: vars.color.text } },
  },
]);

export const sortGlyph = style({ width: vars.size.icon, height: vars.size.icon, flexShrink: 0 });

/** The sorted column's glyph is solid; the others show a faint pair of arrows. */
export const sortGlyphIdle = style({ opacity: 0.45 });

export const row = style({
  selectors: { '&:hover': { background: vars.color.surfaceHover } },
});

/** A row that needs attention (overdue work): a caution edge at the start; its cells say why in words. */
export const highlightedRow = style([
  row,
  { boxShadow: `inset ${vars.size.borderLarge} 0 0 0 ${vars.color.caution.solid}` },
]);

globalStyle(`${row}:last-child > :is(td, th), ${highlightedRow}:last-child > :is(td, th)`, {
  borderBottomStyle: 'none',
});

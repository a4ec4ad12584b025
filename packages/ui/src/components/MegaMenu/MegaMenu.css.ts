import { style } from '@vanilla-extract/css';
import { focusRingStyle } from '../../css/focusRing';
import { vars } from '../../tokens/contract.css';

// Two columns: the sections' names, then the shown section's links across every row. The rows are sized by the
// names; a last flexible row takes whatever more the links need, so the names never spread apart.
export const menu = style({
  display: 'grid',
  gridTemplateColumns: `calc(${vars.size.touchable} * 6) minmax(0, 1fr)`,
  columnGap: vars.space.large,
  alignItems: 'start',
});

// The section's name and its links become items of the menu's grid.
export const section = style({ display: 'contents' });

export const sectionLink = style([
  focusRingStyle,
  {
    gridColumn: 1,
    display: 'flex',
    alignItems: 'center',
    minHeight: vars.size.touchable,
    paddingInline: vars.space.small,
    borderRadius: vars.radius.medium,
    color: vars.color.text,
    fontWeight: vars.font.weight.medium,
    textDecoration: 'none',
    selectors: {
      '&[data-active]': { background: vars.color.brandSoft, color: vars.color.brandForeground },
      '&:hover': { color: vars.color.brandForeground },
    },
  },
]);

export const links = style({
  gridColumn: 2,
  gridRow: '1 / -1',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  alignSelf: 'stretch',
  paddingInlineStart: vars.space.large,
  borderInlineStartStyle: 'solid',
  borderInlineStartWidth: vars.size.borderStandard,
  borderInlineStartColor: vars.color.border,
});

const linkText = {
  borderRadius: vars.radius.small,
  textDecoration: 'none',
  textUnderlineOffset: vars.size.borderLarge,
  selectors: { '&:hover': { textDecoration: 'underline' } },
} as const;

export const viewAll = style([
  focusRingStyle,
  linkText,
  { alignSelf: 'flex-start', color: vars.color.brandForeground, fontWeight: vars.font.weight.semibold },
]);

export const linkList = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  columnGap: vars.space.large,
  rowGap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const link = style([focusRingStyle, linkText, { color: vars.color.text }]);

export const empty = style({ color: vars.color.textMuted });

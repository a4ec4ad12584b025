import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const timelineTones = ['neutral', 'brand', 'positive', 'critical', 'caution', 'info'] as const;
export type TimelineTone = (typeof timelineTones)[number];

export const list = style({ listStyle: 'none', margin: 0, padding: 0 });

/** Each event hangs from a line down the start edge, with a dot in its tone. */
export const item = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: `${vars.space.large} 1fr`,
  columnGap: vars.space.small,
  paddingBottom: vars.space.medium,
  selectors: {
    '&:not(:last-child)::before': {
      content: '""',
      position: 'absolute',
      insetBlock: `calc(${vars.space.small} + ${vars.space.xsmall}) 0`,
      insetInlineStart: `calc(${vars.space.large} / 2 - ${vars.size.borderStandard} / 2)`,
      width: vars.size.borderStandard,
      background: vars.color.border,
    },
  },
});

export const dotBase = style({
  justifySelf: 'center',
  marginTop: vars.space.xsmall,
  width: vars.space.small,
  height: vars.space.small,
  borderRadius: vars.radius.full,
});

export const dot = styleVariants({
  neutral: [dotBase, { background: vars.color.neutral }],
  brand: [dotBase, { background: vars.color.brand }],
  positive: [dotBase, { background: vars.color.positive.solid }],
  critical: [dotBase, { background: vars.color.critical.solid }],
  caution: [dotBase, { background: vars.color.caution.solid }],
  info: [dotBase, { background: vars.color.info.solid }],
} satisfies Record<TimelineTone, unknown>);

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall, minWidth: 0 });

export const title = style({ fontWeight: vars.font.weight.medium, color: vars.color.text, overflowWrap: 'anywhere' });

export const time = style({
  color: vars.color.textMuted,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
});

export const detail = style({ color: vars.color.text, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' });

export const empty = style({ margin: 0, color: vars.color.textMuted });

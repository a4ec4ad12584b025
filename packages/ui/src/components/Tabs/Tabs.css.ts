import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRingStyle } from '../../css/focusRing';
import { vars } from '../../tokens/contract.css';

export const tabsVariants = ['line', 'pill'] as const;
export type TabsVariant = (typeof tabsVariants)[number];

export const tabs = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium, minWidth: 0 });

export const tabList = recipe({
  base: { display: 'flex', gap: vars.space.xsmall, overflowX: 'auto', scrollbarWidth: 'thin' },
  variants: {
    variant: {
      line: {
        borderBottomStyle: 'solid',
        borderBottomWidth: vars.size.borderStandard,
        borderBottomColor: vars.color.border,
      },
      pill: { flexWrap: 'wrap' },
    },
  },
});

export const tab = recipe({
  base: [
    {
      outline: 'none',
      display: 'inline-flex',
      alignItems: 'center',
      flexShrink: 0,
      minHeight: vars.size.touchable,
      paddingInline: vars.space.medium,
      color: vars.color.textMuted,
      fontWeight: vars.font.weight.medium,
      cursor: 'pointer',
      whiteSpace: 'nowrap',
      transitionProperty: 'color, background-color, border-color',
      transitionDuration: vars.motion.duration.fast,
      selectors: {
        '&[data-hovered]': { color: vars.color.text },
        '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
        // Inset ring: the scrolling tab list would clip an outer one.
        '&[data-focus-visible]': {
          outline: `${vars.size.focusRing} solid ${vars.color.focusRing}`,
          outlineOffset: `calc(${vars.size.focusRing} * -1)`,
        },
      },
    },
  ],
  variants: {
    variant: {
      line: {
        marginBottom: `calc(${vars.size.borderStandard} * -1)`,
        borderBottomStyle: 'solid',
        borderBottomWidth: vars.size.borderLarge,
        borderBottomColor: 'transparent',
        selectors: {
          '&[data-selected]': { color: vars.color.brandForeground, borderBottomColor: vars.color.brand },
        },
      },
      pill: {
        borderRadius: vars.radius.full,
        selectors: {
          '&[data-hovered]': { background: vars.color.neutralSoft },
          '&[data-selected]': { color: vars.color.onBrand, background: vars.color.brand },
        },
      },
    },
  },
});

export const panel = style([focusRingStyle, { minWidth: 0, borderRadius: vars.radius.small }]);

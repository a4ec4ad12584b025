import { vars } from '@startwise/ui/theming';
import { globalStyle, style } from '@vanilla-extract/css';

// The editable area looks like the kit's text controls (border, radius, focus ring) around the kit's prose styles.

export const frame = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
});

export const editable = style({
  minHeight: '12rem',
  paddingBlock: vars.space.small,
  paddingInline: vars.space.small,
  background: vars.color.surface,
  borderStyle: 'solid',
  borderWidth: vars.size.borderStandard,
  borderColor: vars.color.borderStrong,
  borderRadius: vars.radius.medium,
  outline: 'none',
  selectors: {
    '&:focus-visible': {
      outline: `${vars.size.focusRing} solid ${vars.color.focusRing}`,
      outlineOffset: vars.size.borderStandard,
    },
    '&[aria-invalid="true"]': { borderColor: vars.color.critical.solid },
  },
});

globalStyle(`${editable} a`, { color: vars.color.brandForeground, textDecoration: 'underline' });

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xsmall });

// Icon-only buttons keep a touch target's width.
globalStyle(`${toolbar} button`, { minInlineSize: '44px' });

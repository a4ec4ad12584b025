import { style } from '@vanilla-extract/css';
import { responsiveStyle } from '../../css/responsiveStyle';
import { vars } from '../../tokens/contract.css';

export const root = style(
  responsiveStyle({
    mobile: { display: 'flex', flexDirection: 'column', gap: vars.space.medium },
    tablet: { flexDirection: 'row', alignItems: 'flex-end', justifyContent: 'space-between' },
  }),
);

export const text = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall, minWidth: 0 });

export const eyebrow = style({
  color: vars.color.brandForeground,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  fontWeight: vars.font.weight.medium,
});

export const description = style({
  color: vars.color.textMuted,
  fontSize: vars.text.large.fontSize,
  lineHeight: vars.text.large.lineHeight,
  maxWidth: vars.contentWidth.small,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small, flexShrink: 0 });

// Centred (a not-found or error page): the text block centres its lines, the description included.
export const centered = style({ alignItems: 'center', textAlign: 'center' });

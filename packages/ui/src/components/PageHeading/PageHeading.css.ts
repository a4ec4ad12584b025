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

/**
 * A tool's title: one and a half times the body text (24 px in Startwise) at every width, below the theme's heading
 * scale, so dense screens start their work high up.
 */
export const compactTitle = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontWeight: vars.font.weight.strong,
  fontSize: `calc(${vars.text.standard.fontSize} * 1.5)`,
  lineHeight: 1.25,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

/**
 * Beside its actions (a row from tablet width), a tool's heading keeps its title about 300 px wide: where the actions
 * (Save, Publish, Archive…) leave less, they move under it rather than squeezing the title to a word a line.
 */
export const compactRoot = style(responsiveStyle({ tablet: { flexWrap: 'wrap', rowGap: vars.space.small } }));
export const compactText = style(responsiveStyle({ tablet: { flex: `1 1 calc(${vars.size.touchable} * 7)` } }));

export const compactDescription = style({
  color: vars.color.textMuted,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
});

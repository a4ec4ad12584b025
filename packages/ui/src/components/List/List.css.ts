import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const listMarkers = ['bullet', 'check'] as const;
export type ListMarker = (typeof listMarkers)[number];

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  fontFamily: vars.font.family.body,
  fontSize: vars.text.standard.fontSize,
  lineHeight: vars.text.standard.lineHeight,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

// Wrapped lines hang under the text, not under the marker.
export const marker = styleVariants({
  bullet: { listStyle: 'disc', paddingInlineStart: vars.space.large },
  check: { listStyle: 'none' },
});

globalStyle(`${marker.bullet} > li::marker`, { color: vars.color.brandForeground });

export const checkItem = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.small });

// The icon sits on the first line of the text: centred in one line box.
export const checkIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  height: vars.text.standard.lineHeight,
  color: vars.color.positive.foreground,
});

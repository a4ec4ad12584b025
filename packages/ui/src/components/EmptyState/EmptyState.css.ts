import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.small,
  padding: vars.space.xlarge,
  textAlign: 'center',
  borderRadius: vars.radius.large,
  background: vars.color.surfaceRaised,
  borderStyle: 'dashed',
  borderWidth: vars.size.borderStandard,
  borderColor: vars.color.border,
});

export const title = style({
  fontFamily: vars.font.family.heading,
  fontSize: vars.heading['3'].fontSize,
  lineHeight: vars.heading['3'].lineHeight,
  fontWeight: vars.font.weight.strong,
  color: vars.color.text,
});

export const description = style({
  maxWidth: vars.contentWidth.small,
  color: vars.color.textMuted,
});

export const action = style({ marginTop: vars.space.small });

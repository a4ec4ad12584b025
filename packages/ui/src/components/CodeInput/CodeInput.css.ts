import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  border: 0,
  padding: 0,
  margin: 0,
  minWidth: 0,
});

export const boxes = style({ display: 'flex', gap: vars.space.xsmall });

export const box = style({
  width: `calc(${vars.size.touchable} * 1.1)`,
  height: `calc(${vars.size.touchable} * 1.25)`,
  // Narrower on a small phone, never below a whole touch target.
  minWidth: vars.size.touchable,
  flexShrink: 1,
  padding: 0,
  textAlign: 'center',
  fontFamily: vars.font.family.mono,
  fontSize: vars.heading['3'].fontSize,
  fontWeight: vars.font.weight.strong,
  color: vars.color.text,
  background: vars.color.surface,
  borderStyle: 'solid',
  borderWidth: vars.size.borderLarge,
  borderColor: vars.color.borderStrong,
  borderRadius: vars.radius.medium,
  outline: 'none',
  selectors: {
    '&:focus': { borderColor: vars.color.brand, outline: `${vars.size.focusRing} solid ${vars.color.focusRing}` },
    '&[aria-invalid="true"]': { borderColor: vars.color.critical.solid },
    '&:disabled': { background: vars.color.neutralSoft, color: vars.color.textMuted },
  },
});

export const legend = style({ padding: 0, marginBottom: vars.space.xsmall });

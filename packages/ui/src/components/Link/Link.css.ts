import { style, styleVariants } from '@vanilla-extract/css';
import { focusRingStyle } from '../../css/focusRing';
import { vars } from '../../tokens/contract.css';

export const linkTones = ['brand', 'neutral', 'critical'] as const;
export type LinkTone = (typeof linkTones)[number];

export const link = style([
  focusRingStyle,
  {
    fontWeight: vars.font.weight.medium,
    textDecoration: 'underline',
    textUnderlineOffset: vars.size.borderLarge,
    borderRadius: vars.radius.small,
    cursor: 'pointer',
    selectors: { '&:hover': { textDecorationThickness: vars.size.borderLarge } },
  },
]);

export const tone = styleVariants({
  brand: { color: vars.color.brandForeground },
  neutral: { color: vars.color.text },
  critical: { color: vars.color.critical.foreground },
});

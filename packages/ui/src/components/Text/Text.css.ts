import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { type TextSize, textSizes } from '../../tokens/tokenType';

export const textTones = ['neutral', 'muted', 'brand', 'positive', 'critical', 'caution', 'info'] as const;
export type TextTone = (typeof textTones)[number];
export const textWeights = ['regular', 'medium', 'semibold', 'strong'] as const;
export type TextWeight = (typeof textWeights)[number];

export const base = style({ margin: 0, fontFamily: vars.font.family.body });

export const size = styleVariants(
  Object.fromEntries(textSizes.map((name) => [name, name])) as Record<TextSize, TextSize>,
  (name) => ({ fontSize: vars.text[name].fontSize, lineHeight: vars.text[name].lineHeight }),
);

export const tone = styleVariants({
  neutral: { color: vars.color.text },
  muted: { color: vars.color.textMuted },
  brand: { color: vars.color.brandForeground },
  positive: { color: vars.color.positive.foreground },
  critical: { color: vars.color.critical.foreground },
  caution: { color: vars.color.caution.foreground },
  info: { color: vars.color.info.foreground },
});

export const weight = styleVariants(vars.font.weight, (fontWeight) => ({ fontWeight }));

export const align = styleVariants({
  left: { textAlign: 'left' },
  center: { textAlign: 'center' },
  right: { textAlign: 'right' },
});

export const breakWord = style({ overflowWrap: 'anywhere' });

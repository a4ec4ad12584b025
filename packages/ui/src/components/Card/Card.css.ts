import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/contract.css';

export const cardPaddings = ['none', 'medium', 'large'] as const;
export type CardPadding = (typeof cardPaddings)[number];
export const cardTones = ['surface', 'raised'] as const;
export type CardTone = (typeof cardTones)[number];

export const card = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    minWidth: 0,
    overflow: 'hidden',
    borderStyle: 'solid',
    borderWidth: vars.size.borderStandard,
    borderColor: vars.color.border,
    borderRadius: vars.radius.large,
    color: vars.color.text,
    boxShadow: vars.shadow.small,
  },
  variants: {
    padding: {
      none: {},
      medium: { padding: vars.space.medium },
      large: { padding: vars.space.large },
    },
    tone: {
      surface: { background: vars.color.surface },
      raised: { background: vars.color.surfaceRaised },
    },
    fullHeight: { true: { height: '100%' }, false: {} },
  },
  defaultVariants: { padding: 'medium', tone: 'surface', fullHeight: false },
});

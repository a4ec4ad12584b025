import { styleVariants } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/contract.css';

export const avatarSizes = ['small', 'standard', 'large'] as const;
export type AvatarSize = (typeof avatarSizes)[number];

export const avatar = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    borderRadius: vars.radius.full,
    fontFamily: vars.font.family.heading,
    fontWeight: vars.font.weight.strong,
    color: vars.color.onAccent,
    userSelect: 'none',
  },
  variants: {
    size: {
      small: { width: vars.size.icon, height: vars.size.icon, fontSize: vars.text.xsmall.fontSize },
      standard: { width: vars.size.touchable, height: vars.size.touchable, fontSize: vars.text.large.fontSize },
      large: {
        width: `calc(${vars.size.touchable} * 2)`,
        height: `calc(${vars.size.touchable} * 2)`,
        fontSize: vars.heading['2'].fontSize,
      },
    },
  },
  defaultVariants: { size: 'standard' },
});

/** The ten colour classes of spec 2, in the order of the theme's accent tokens. */
export const colourClass = styleVariants(vars.color.accent, (background) => ({ background }));

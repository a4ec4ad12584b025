import { style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { focusRingStyle } from '../../css/focusRing';
import { vars } from '../../tokens/contract.css';

export const buttonVariants = ['primary', 'secondary', 'ghost', 'danger'] as const;
export type ButtonVariant = (typeof buttonVariants)[number];
export const buttonSizes = ['small', 'standard', 'large'] as const;
export type ButtonSize = (typeof buttonSizes)[number];

export const button = recipe({
  base: [
    focusRingStyle,
    {
      position: 'relative',
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      gap: vars.space.xsmall,
      minHeight: vars.size.touchable,
      borderStyle: 'solid',
      borderWidth: vars.size.borderStandard,
      borderRadius: vars.radius.medium,
      fontFamily: vars.font.family.body,
      fontWeight: vars.font.weight.medium,
      textDecoration: 'none',
      textAlign: 'center',
      cursor: 'pointer',
      // Breaks a word only when it cannot fit its line: with 'anywhere' a squeezed button wrapped "Sear/ch".
      overflowWrap: 'break-word',
      transitionProperty: 'background-color, border-color, color',
      transitionDuration: vars.motion.duration.fast,
      transitionTimingFunction: vars.motion.easing.standard,
      selectors: {
        '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed' },
        '&:disabled': { opacity: 0.55 },
      },
    },
  ],
  variants: {
    variant: {
      primary: {
        background: vars.color.brand,
        borderColor: vars.color.brand,
        color: vars.color.onBrand,
        selectors: {
          '&:hover:not(:disabled, [aria-disabled="true"])': { background: vars.color.brandHover },
          '&:active:not(:disabled, [aria-disabled="true"])': { background: vars.color.brandActive },
        },
      },
      secondary: {
        background: vars.color.surface,
        borderColor: vars.color.brandForeground,
        color: vars.color.brandForeground,
        selectors: {
          '&:hover:not(:disabled, [aria-disabled="true"])': { background: vars.color.brandSoft },
          '&:active:not(:disabled, [aria-disabled="true"])': { background: vars.color.neutralSoft },
        },
      },
      ghost: {
        background: 'transparent',
        borderColor: 'transparent',
        color: vars.color.brandForeground,
        selectors: {
          '&:hover:not(:disabled, [aria-disabled="true"])': { background: vars.color.brandSoft },
          '&:active:not(:disabled, [aria-disabled="true"])': { background: vars.color.neutralSoft },
        },
      },
      danger: {
        background: vars.color.critical.solid,
        borderColor: vars.color.critical.solid,
        color: vars.color.critical.onSolid,
        selectors: {
          '&:hover:not(:disabled, [aria-disabled="true"])': { background: vars.color.criticalHover },
          '&:active:not(:disabled, [aria-disabled="true"])': { background: vars.color.criticalActive },
        },
      },
    },
    size: {
      small: {
        paddingInline: vars.space.small,
        fontSize: vars.text.small.fontSize,
        lineHeight: vars.text.small.lineHeight,
      },
      standard: {
        paddingInline: vars.space.medium,
        fontSize: vars.text.standard.fontSize,
        lineHeight: vars.text.standard.lineHeight,
      },
      large: {
        paddingInline: vars.space.large,
        paddingBlock: vars.space.small,
        fontSize: vars.text.large.fontSize,
        lineHeight: vars.text.large.lineHeight,
      },
    },
    fullWidth: { true: { width: '100%' }, false: {} },
  },
  defaultVariants: { variant: 'primary', size: 'standard', fullWidth: false },
});

export type ButtonRecipe = NonNullable<RecipeVariants<typeof button>>;

/** While loading the label stays in place (keeping the button's width and accessible name) but hidden. */
export const hiddenLabel = style({ opacity: 0 });
export const label = style({});
export const spinnerSlot = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
});

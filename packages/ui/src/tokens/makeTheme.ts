import { darken, lighten } from './color';
import type { ThemeVars } from './contract.css';
import type { BrandTokens, TextStyleTokens } from './tokenType';

type Leaves<T> = { [K in keyof T]: T[K] extends string | null ? string : Leaves<T[K]> };

/** Values for every variable of the contract. */
export type ThemeValues = Leaves<ThemeVars>;

const px = (value: number) => `${value}px`;
const ms = (value: number) => `${value}ms`;

function textStyle(style: TextStyleTokens, size: 'mobile' | 'tablet') {
  return { fontSize: px(style[size]), lineHeight: String(style.lineHeight) };
}

function typeScale(tokens: BrandTokens, size: 'mobile' | 'tablet') {
  const { text, heading } = tokens.typography;
  return {
    text: {
      xsmall: textStyle(text.xsmall, size),
      small: textStyle(text.small, size),
      standard: textStyle(text.standard, size),
      large: textStyle(text.large, size),
    },
    heading: {
      '1': textStyle(heading['1'], size),
      '2': textStyle(heading['2'], size),
      '3': textStyle(heading['3'], size),
      '4': textStyle(heading['4'], size),
    },
  };
}

/**
 * Turns a brand's raw tokens into values for the contract: derives hover/active shades from the brand
 * colour, converts grid multiples to px, and returns the larger type scale used from the tablet breakpoint.
 */
export function makeTheme(tokens: BrandTokens): {
  values: ThemeValues;
  tabletType: ReturnType<typeof typeScale>;
  reducedMotion: ThemeValues['motion'];
} {
  const { color, grid, space, radius } = tokens;
  const [a0, a1, a2, a3, a4, a5, a6, a7, a8, a9] = color.accents;
  const values: ThemeValues = {
    color: {
      brand: color.brand,
      brandHover: darken(color.brand, 0.12),
      brandActive: darken(color.brand, 0.24),
      brandSoft: lighten(color.brand, 0.88),
      onBrand: color.onBrand,
      brandForeground: color.brandForeground,
      neutral: color.neutral,
      neutralSoft: color.neutralSoft,
      surface: color.surface,
      surfaceRaised: color.surfaceRaised,
      surfaceHover: darken(color.surface, 0.04),
      text: color.text,
      textMuted: color.textMuted,
      border: color.border,
      borderStrong: darken(color.border, 0.35),
      focusRing: color.focusRing,
      criticalHover: darken(color.critical.solid, 0.12),
      criticalActive: darken(color.critical.solid, 0.24),
      onAccent: color.onAccent,
      scrim: color.scrim,
      veil: color.veil,
      positive: color.positive,
      critical: color.critical,
      caution: color.caution,
      info: color.info,
      accent: { '0': a0, '1': a1, '2': a2, '3': a3, '4': a4, '5': a5, '6': a6, '7': a7, '8': a8, '9': a9 },
    },
    font: {
      family: tokens.typography.fontFamily,
      weight: {
        regular: String(tokens.typography.fontWeight.regular),
        medium: String(tokens.typography.fontWeight.medium),
        semibold: String(tokens.typography.fontWeight.semibold),
        strong: String(tokens.typography.fontWeight.strong),
      },
    },
    ...typeScale(tokens, 'mobile'),
    space: {
      none: '0',
      xxsmall: px(space.xxsmall * grid),
      xsmall: px(space.xsmall * grid),
      small: px(space.small * grid),
      medium: px(space.medium * grid),
      large: px(space.large * grid),
      xlarge: px(space.xlarge * grid),
      xxlarge: px(space.xxlarge * grid),
    },
    radius: {
      none: '0',
      small: px(radius.small),
      medium: px(radius.medium),
      large: px(radius.large),
      full: '9999px',
    },
    shadow: tokens.shadow,
    size: {
      touchable: px(Math.max(44, tokens.touchableSize)),
      focusRing: px(tokens.focusRingSize),
      icon: px(grid * 5),
      borderStandard: px(tokens.borderWidth.standard),
      borderLarge: px(tokens.borderWidth.large),
      toastMaxWidth: px(tokens.toastMaxWidth),
    },
    contentWidth: {
      small: px(tokens.contentWidth.small),
      medium: px(tokens.contentWidth.medium),
      large: px(tokens.contentWidth.large),
    },
    motion: {
      duration: {
        fast: ms(tokens.motion.duration.fast),
        standard: ms(tokens.motion.duration.standard),
        slow: ms(tokens.motion.duration.slow),
      },
      easing: tokens.motion.easing,
    },
  };
  return {
    values,
    tabletType: typeScale(tokens, 'tablet'),
    // Under prefers-reduced-motion every duration collapses to 0, so nothing in the kit animates.
    reducedMotion: { duration: { fast: '0ms', standard: '0ms', slow: '0ms' }, easing: tokens.motion.easing },
  };
}

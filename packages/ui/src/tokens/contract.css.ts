import { createThemeContract } from '@vanilla-extract/css';

const tone = { solid: null, soft: null, foreground: null, onSolid: null };
const textStyle = { fontSize: null, lineHeight: null };

/**
 * The theme contract: CSS variable names only (no CSS is emitted here). Every component reads these
 * variables; a theme class assigns them.
 */
export const vars = createThemeContract({
  color: {
    brand: null,
    brandHover: null,
    brandActive: null,
    brandSoft: null,
    onBrand: null,
    brandForeground: null,
    neutral: null,
    neutralSoft: null,
    surface: null,
    surfaceRaised: null,
    surfaceHover: null,
    text: null,
    textMuted: null,
    border: null,
    borderStrong: null,
    focusRing: null,
    criticalHover: null,
    criticalActive: null,
    onAccent: null,
    scrim: null,
    veil: null,
    positive: tone,
    critical: tone,
    caution: tone,
    info: tone,
    accent: {
      '0': null,
      '1': null,
      '2': null,
      '3': null,
      '4': null,
      '5': null,
      '6': null,
      '7': null,
      '8': null,
      '9': null,
    },
  },
  font: {
    family: { body: null, heading: null, mono: null },
    weight: { regular: null, medium: null, semibold: null, strong: null },
  },
  text: {
    xsmall: textStyle,
    small: textStyle,
    standard: textStyle,
    large: textStyle,
  },
  heading: {
    '1': textStyle,
    '2': textStyle,
    '3': textStyle,
    '4': textStyle,
  },
  space: {
    none: null,
    xxsmall: null,
    xsmall: null,
    small: null,
    medium: null,
    large: null,
    xlarge: null,
    xxlarge: null,
  },
  radius: { none: null, small: null, medium: null, large: null, full: null },
  shadow: { small: null, medium: null, large: null },
  size: {
    touchable: null,
    focusRing: null,
    icon: null,
    borderStandard: null,
    borderLarge: null,
    toastMaxWidth: null,
  },
  contentWidth: { small: null, medium: null, large: null },
  motion: {
    duration: { fast: null, standard: null, slow: null },
    easing: { standard: null, emphasized: null },
  },
});

export type ThemeVars = typeof vars;

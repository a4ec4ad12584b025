/**
 * The token interface every brand fills. Names describe roles (what a value is for), never palette
 * names (what it looks like), so a brand can change every colour without a component changing.
 */

/** A tone used for feedback: a solid fill, a soft tint, text on the tint and text on the solid. */
export interface ToneTokens {
  solid: string;
  soft: string;
  /** Text and icons drawn on the soft tint (and tone-coloured text on the page surface). */
  foreground: string;
  /** Text and icons drawn on the solid fill. */
  onSolid: string;
}

export const tones = ['positive', 'critical', 'caution', 'info'] as const;
export type Tone = (typeof tones)[number];

export interface TextStyleTokens {
  /** Font size in px on the mobile breakpoint. */
  mobile: number;
  /** Font size in px from the tablet breakpoint up. */
  tablet: number;
  /** Unitless line height. */
  lineHeight: number;
}

export const textSizes = ['xsmall', 'small', 'standard', 'large'] as const;
export type TextSize = (typeof textSizes)[number];
export const headingLevels = ['1', '2', '3', '4'] as const;
export type HeadingLevel = (typeof headingLevels)[number];
export const spaceScale = ['none', 'xxsmall', 'xsmall', 'small', 'medium', 'large', 'xlarge', 'xxlarge'] as const;
export type Space = (typeof spaceScale)[number];
export const radiusScale = ['none', 'small', 'medium', 'large', 'full'] as const;
export type Radius = (typeof radiusScale)[number];
export const shadowScale = ['small', 'medium', 'large'] as const;
export type Shadow = (typeof shadowScale)[number];

/** What a brand writes: base colours and numbers. `makeTheme` derives the rest (hover shades, px). */
export interface BrandTokens {
  name: string;
  color: {
    brand: string;
    onBrand: string;
    /** Brand-coloured text (links, selected tabs) on the page surface; must reach 4.5:1 on `surface`. */
    brandForeground: string;
    neutral: string;
    neutralSoft: string;
    surface: string;
    surfaceRaised: string;
    text: string;
    textMuted: string;
    border: string;
    focusRing: string;
    /** Fixed avatar/badge accents: exactly 10, picked by name (spec: sum of char codes mod 10). */
    accents: readonly [string, string, string, string, string, string, string, string, string, string];
    /** Text drawn on any of the 10 `accents` (avatar initials); must reach 4.5:1 on every one of them. */
    onAccent: string;
    /**
     * Translucent backdrop that dims the page behind a modal (dialog, search overlay); any CSS colour with
     * alpha, e.g. `rgba(15, 23, 42, 0.55)`.
     */
    scrim: string;
    /**
     * Translucent page-surface veil over content that is busy (loading overlay): the content stays visible
     * but reads as unavailable, and `text` drawn on the veil stays readable. Any CSS colour with alpha.
     */
    veil: string;
  } & Record<Tone, ToneTokens>;
  typography: {
    /** Self-hosted families come first, loaded by the theme's entry (`src/typefaces`); system fonts follow. */
    fontFamily: { body: string; heading: string; mono: string };
    /** `semibold` is the wordmark's weight. */
    fontWeight: { regular: number; medium: number; semibold: number; strong: number };
    text: Record<TextSize, TextStyleTokens>;
    heading: Record<HeadingLevel, TextStyleTokens>;
  };
  /** Grid unit in px; the space scale is multiples of it. */
  grid: number;
  /** Multiples of `grid` for each named space. */
  space: Record<Exclude<Space, 'none'>, number>;
  /** Radii in px (`full` is always a pill). */
  radius: Record<Exclude<Radius, 'none' | 'full'>, number>;
  shadow: Record<Shadow, string>;
  /** Smallest hit area for anything tappable, in px (at least 44 for WCAG 2.5.5). */
  touchableSize: number;
  focusRingSize: number;
  borderWidth: { standard: number; large: number };
  /** Maximum content widths for `Container`, in px. */
  contentWidth: { small: number; medium: number; large: number };
  /** Maximum width of a toast, in px (spec 9: 500 in every brand). */
  toastMaxWidth: number;
  motion: {
    duration: { fast: number; standard: number; slow: number };
    easing: { standard: string; emphasized: string };
  };
}

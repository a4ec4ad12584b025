import type { BrandTokens } from '../../tokens/tokenType';

/** Startwise: a calm, trustworthy blue on white, Inter, modest radii. */
export const startwiseTokens: BrandTokens = {
  name: 'Startwise',
  color: {
    brand: '#1d4ed8',
    onBrand: '#ffffff',
    brandForeground: '#1d4ed8',
    neutral: '#475569',
    neutralSoft: '#f1f5f9',
    surface: '#ffffff',
    surfaceRaised: '#f8fafc',
    text: '#0f172a',
    textMuted: '#475569',
    border: '#cbd5e1',
    focusRing: '#2563eb',
    positive: { solid: '#15803d', soft: '#dcfce7', foreground: '#166534', onSolid: '#ffffff' },
    critical: { solid: '#b91c1c', soft: '#fee2e2', foreground: '#991b1b', onSolid: '#ffffff' },
    caution: { solid: '#b45309', soft: '#fef3c7', foreground: '#92400e', onSolid: '#ffffff' },
    info: { solid: '#0369a1', soft: '#e0f2fe', foreground: '#075985', onSolid: '#ffffff' },
    accents: [
      '#b91c1c',
      '#c2410c',
      '#a16207',
      '#15803d',
      '#0f766e',
      '#0369a1',
      '#1d4ed8',
      '#6d28d9',
      '#a21caf',
      '#be185d',
    ],
    onAccent: '#ffffff',
    // The page text colour, translucent: a dimmed page behind modals.
    scrim: 'rgba(15, 23, 42, 0.55)',
    // The page surface, translucent: busy content stays visible but reads as unavailable.
    veil: 'rgba(255, 255, 255, 0.85)',
  },
  typography: {
    fontFamily: {
      body: '"Inter Variable", "Inter Fallback", system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif',
      heading: '"Inter Variable", "Inter Fallback", system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif',
      mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
    },
    fontWeight: { regular: 400, medium: 500, semibold: 600, strong: 700 },
    text: {
      xsmall: { mobile: 12, tablet: 12, lineHeight: 1.5 },
      small: { mobile: 14, tablet: 14, lineHeight: 1.5 },
      standard: { mobile: 16, tablet: 16, lineHeight: 1.5 },
      large: { mobile: 18, tablet: 20, lineHeight: 1.5 },
    },
    heading: {
      '1': { mobile: 28, tablet: 40, lineHeight: 1.2 },
      '2': { mobile: 24, tablet: 30, lineHeight: 1.25 },
      '3': { mobile: 20, tablet: 24, lineHeight: 1.3 },
      '4': { mobile: 18, tablet: 20, lineHeight: 1.35 },
    },
  },
  grid: 4,
  space: { xxsmall: 1, xsmall: 2, small: 3, medium: 5, large: 8, xlarge: 12, xxlarge: 16 },
  radius: { small: 4, medium: 8, large: 12 },
  shadow: {
    small: '0 1px 2px rgba(15, 23, 42, 0.08)',
    medium: '0 4px 12px rgba(15, 23, 42, 0.12)',
    large: '0 12px 32px rgba(15, 23, 42, 0.18)',
  },
  touchableSize: 44,
  focusRingSize: 3,
  borderWidth: { standard: 1, large: 2 },
  contentWidth: { small: 640, medium: 960, large: 1200 },
  toastMaxWidth: 500,
  motion: {
    duration: { fast: 120, standard: 200, slow: 320 },
    easing: { standard: 'cubic-bezier(0.2, 0, 0, 1)', emphasized: 'cubic-bezier(0.3, 0, 0, 1.3)' },
  },
};

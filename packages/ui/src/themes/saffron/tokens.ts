import type { BrandTokens } from '../../tokens/tokenType';

/**
 * Saffron: a second brand on the same contract — warm saffron with dark text on it, teal for success,
 * a cream page, Fraunces headings, a larger type scale, roomier spacing and rounder corners.
 */
export const saffronTokens: BrandTokens = {
  name: 'Saffron',
  color: {
    brand: '#f4a300',
    onBrand: '#2b1600',
    brandForeground: '#8a4b00',
    neutral: '#5c4a3a',
    neutralSoft: '#f6ecdc',
    surface: '#fffaf0',
    surfaceRaised: '#fff3de',
    text: '#2b1d0e',
    textMuted: '#5c4a3a',
    border: '#e3cfae',
    focusRing: '#0f766e',
    positive: { solid: '#0f766e', soft: '#ccfbf1', foreground: '#115e59', onSolid: '#ffffff' },
    critical: { solid: '#b42318', soft: '#fee4e2', foreground: '#912018', onSolid: '#ffffff' },
    caution: { solid: '#b54708', soft: '#fef0c7', foreground: '#93370d', onSolid: '#ffffff' },
    info: { solid: '#175cd3', soft: '#d1e9ff', foreground: '#194185', onSolid: '#ffffff' },
    accents: [
      '#9a3412',
      '#b42318',
      '#8a4b00',
      '#0f766e',
      '#115e59',
      '#175cd3',
      '#5b21b6',
      '#86198f',
      '#9d174d',
      '#3f6212',
    ],
    onAccent: '#fffaf0',
    scrim: 'rgba(43, 29, 14, 0.55)',
    veil: 'rgba(255, 250, 240, 0.85)',
  },
  typography: {
    fontFamily: {
      body: '"Inter Variable", "Inter Fallback", "Trebuchet MS", "DejaVu Sans", Verdana, sans-serif',
      heading: '"Fraunces Variable", Georgia, Cambria, "Times New Roman", "Liberation Serif", serif',
      mono: 'ui-monospace, Menlo, Consolas, "DejaVu Sans Mono", monospace',
    },
    fontWeight: { regular: 400, medium: 600, semibold: 600, strong: 800 },
    text: {
      xsmall: { mobile: 13, tablet: 13, lineHeight: 1.55 },
      small: { mobile: 15, tablet: 15, lineHeight: 1.55 },
      standard: { mobile: 17, tablet: 18, lineHeight: 1.6 },
      large: { mobile: 20, tablet: 22, lineHeight: 1.5 },
    },
    heading: {
      '1': { mobile: 32, tablet: 48, lineHeight: 1.1 },
      '2': { mobile: 26, tablet: 34, lineHeight: 1.2 },
      '3': { mobile: 22, tablet: 26, lineHeight: 1.25 },
      '4': { mobile: 19, tablet: 21, lineHeight: 1.3 },
    },
  },
  grid: 4,
  space: { xxsmall: 1, xsmall: 2, small: 4, medium: 6, large: 10, xlarge: 14, xxlarge: 20 },
  radius: { small: 10, medium: 18, large: 28 },
  shadow: {
    small: '0 1px 3px rgba(43, 29, 14, 0.12)',
    medium: '0 6px 16px rgba(43, 29, 14, 0.16)',
    large: '0 16px 40px rgba(43, 29, 14, 0.22)',
  },
  touchableSize: 48,
  focusRingSize: 3,
  borderWidth: { standard: 2, large: 3 },
  contentWidth: { small: 680, medium: 1000, large: 1240 },
  toastMaxWidth: 500,
  motion: {
    duration: { fast: 150, standard: 250, slow: 400 },
    easing: { standard: 'cubic-bezier(0.4, 0, 0.2, 1)', emphasized: 'cubic-bezier(0.2, 0, 0, 1.2)' },
  },
};

import { startwiseTokens } from '@startwise/ui/themes/startwise';
import { type BrandTokens, createTheme } from '@startwise/ui/theming';

/** Acme Legal: a deep green on ivory with a brass accent for focus, set in Bitter. */
const acmeLegalTokens: BrandTokens = {
  ...startwiseTokens,
  name: 'Acme Legal',
  color: {
    ...startwiseTokens.color,
    brand: '#14532d',
    onBrand: '#ffffff',
    brandForeground: '#14532d',
    surface: '#fffdf7',
    surfaceRaised: '#f7f3e8',
    text: '#1c1917',
    textMuted: '#57534e',
    border: '#d6cfbf',
    focusRing: '#a16207',
  },
  typography: {
    ...startwiseTokens.typography,
    fontFamily: {
      ...startwiseTokens.typography.fontFamily,
      body: '"Bitter Variable", Georgia, serif',
      heading: '"Bitter Variable", Georgia, serif',
    },
  },
};

export const acmeLegalTheme = createTheme(acmeLegalTokens, 'acme-legal');

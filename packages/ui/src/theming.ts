/**
 * What a brand needs to make its own theme, without pulling in any component:
 * `import { createThemeClass, type BrandTokens } from '@startwise/ui/theming'` in the brand's `theme.css.ts`.
 */
export { breakpoints } from './css/breakpoints';
export { vars } from './tokens/contract.css';
export { makeTheme, type ThemeValues } from './tokens/makeTheme';
export { createThemeClass } from './tokens/themeClass';
export type { BrandTokens, ToneTokens } from './tokens/tokenType';

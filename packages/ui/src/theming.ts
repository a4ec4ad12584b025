/**
 * What a brand needs to make its own theme, without pulling in any component. Inside this repository a theme is
 * a vanilla-extract class: `createThemeClass(tokens, name)` in the brand's `theme.css.ts`. A storefront that
 * installs the kit builds no vanilla-extract: `createTheme(tokens, name)` adds the same theme at run time.
 */
export { breakpoints } from './css/breakpoints';
export { vars } from './tokens/contract.css';
export { createTheme, themeCss } from './tokens/createTheme';
export { makeTheme, type ThemeValues } from './tokens/makeTheme';
export { createThemeClass } from './tokens/themeClass';
export type { BrandTokens, ToneTokens } from './tokens/tokenType';

/**
 * The theme an app presents, under names every brand shares. This is Startwise's; an app's Vite build puts BRAND's
 * theme in its place (packages/build/brand-theme.ts).
 */
export { startwiseTheme as brandTheme, startwiseTokens as brandTokens } from './startwise';

import type { Plugin } from 'vite';
/**
 * BRAND picks the theme an app is built with: `@startwise/ui/themes/brand` (Startwise in tsc, tests and Storybook)
 * becomes BRAND's theme module, so a build carries one brand's theme and no other.
 */
export declare function brandTheme(brand?: string): Plugin;

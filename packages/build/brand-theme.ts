import type { Plugin } from 'vite';
import { brands, isBrandKey } from '../ui/src/brands';

const BRAND_MODULE = '@startwise/ui/themes/brand';
const RESOLVED = '\0startwise-brand-theme';

/**
 * BRAND picks the theme an app is built with: `@startwise/ui/themes/brand` (Startwise in tsc, tests and Storybook)
 * becomes BRAND's theme module, so a build carries one brand's theme and no other. The page's `theme-color` (the
 * browser's toolbar on phones) becomes the brand's colour, as in its web manifest, and its `application-name` the
 * brand's name (the back office shows it before the server's config arrives).
 */
export function brandTheme(brand = process.env.BRAND ?? 'startwise'): Plugin {
  if (!isBrandKey(brand)) throw new Error(`BRAND "${brand}" has no theme in packages/ui/src/brands.ts`);
  return {
    name: 'startwise-brand-theme',
    enforce: 'pre',
    resolveId: (id) => (id === BRAND_MODULE && brand !== 'startwise' ? RESOLVED : undefined),
    load: (id) =>
      id === RESOLVED
        ? `export { ${brand}Theme as brandTheme, ${brand}Tokens as brandTokens } from '@startwise/ui/themes/${brand}';`
        : undefined,
    transformIndexHtml: (html) =>
      html
        .replace(
          /<meta name="theme-color" content="[^"]*"/,
          `<meta name="theme-color" content="${brands[brand].tokens.color.brand}"`,
        )
        .replace(
          /<meta name="application-name" content="[^"]*"/,
          `<meta name="application-name" content="${brands[brand].name}"`,
        ),
  };
}

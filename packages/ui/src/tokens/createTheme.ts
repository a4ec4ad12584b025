import { minWidthQuery } from '../css/breakpoints';
import { vars } from './contract.css';
import { makeTheme } from './makeTheme';
import type { BrandTokens } from './tokenType';

type Tree = { [key: string]: string | Tree };

/** The custom property behind a contract reference: `var(--x)` → `--x`. */
const propertyOf = (reference: string) => reference.replace(/^var\((--[^)]+)\)$/, '$1');

function declarations(references: Tree, values: Tree): string {
  return Object.entries(references)
    .map(([key, reference]) => {
      const value = values[key] as string | Tree;
      return typeof reference === 'string'
        ? `${propertyOf(reference)}:${value};`
        : declarations(reference, value as Tree);
    })
    .join('');
}

/**
 * The stylesheet of a brand's theme class, as `createThemeClass` builds it with vanilla-extract: every contract
 * variable, the larger type scale from the tablet breakpoint, no motion under `prefers-reduced-motion`, and the
 * brand's base text on the theme root.
 */
export function themeCss(tokens: BrandTokens, className: string): string {
  const { values, tabletType, reducedMotion } = makeTheme(tokens);
  const rule = (body: string) => `.${className}{${body}}`;
  const tablet = declarations(vars.text, tabletType.text) + declarations(vars.heading, tabletType.heading);
  return [
    rule(declarations(vars, values)),
    `@media ${minWidthQuery('tablet')}{${rule(tablet)}}`,
    `@media (prefers-reduced-motion: reduce){${rule(declarations(vars.motion, reducedMotion))}}`,
    rule(
      `font-family:${vars.font.family.body};font-size:${vars.text.standard.fontSize};` +
        `line-height:${vars.text.standard.lineHeight};color:${vars.color.text};`,
    ),
  ].join('\n');
}

/**
 * A theme for a brand outside this repository, at run time and with no vanilla-extract build plugin: adds the
 * theme's stylesheet to the document once and returns its class, which goes to `UiProvider`'s `theme`.
 */
export function createTheme(tokens: BrandTokens, name: string): string {
  const className = `theme-${name}`;
  if (!document.head.querySelector(`style[data-theme="${className}"]`)) {
    const style = document.createElement('style');
    style.dataset.theme = className;
    style.textContent = themeCss(tokens, className);
    document.head.append(style);
  }
  return className;
}

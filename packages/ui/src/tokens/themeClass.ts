import { assignVars, createTheme, globalStyle } from '@vanilla-extract/css';
import { minWidthQuery } from '../css/breakpoints';
import { vars } from './contract.css';
import { makeTheme } from './makeTheme';
import type { BrandTokens } from './tokenType';

/**
 * Creates a theme class for a brand: the contract's values, the larger type scale from the tablet
 * breakpoint up, and zero motion under `prefers-reduced-motion`. Call it from a theme's `theme.css.ts`.
 */
export function createThemeClass(tokens: BrandTokens, debugId: string): string {
  const { values, tabletType, reducedMotion } = makeTheme(tokens);
  const themeClass = createTheme(vars, values, debugId);
  globalStyle(`.${themeClass}`, {
    '@media': {
      [minWidthQuery('tablet')]: {
        vars: { ...assignVars(vars.text, tabletType.text), ...assignVars(vars.heading, tabletType.heading) },
      },
      '(prefers-reduced-motion: reduce)': { vars: assignVars(vars.motion, reducedMotion) },
    },
  });
  // The theme root also sets the page's base text so stories and apps start from the brand's type.
  globalStyle(`.${themeClass}`, {
    fontFamily: vars.font.family.body,
    fontSize: vars.text.standard.fontSize,
    lineHeight: vars.text.standard.lineHeight,
    color: vars.color.text,
  });
  return themeClass;
}

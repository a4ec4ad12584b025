import type { StyleRule } from '@vanilla-extract/css';
import { minWidthQuery } from './breakpoints';

type CSSProps = Omit<StyleRule, '@media' | '@supports'>;

/** Writes a mobile-first style: `mobile` is the base, `tablet`/`desktop` apply from their breakpoint up. */
export function responsiveStyle({
  mobile,
  tablet,
  desktop,
}: {
  mobile?: CSSProps;
  tablet?: CSSProps;
  desktop?: CSSProps;
}): StyleRule {
  return {
    ...mobile,
    ...(tablet || desktop
      ? {
          '@media': {
            ...(tablet ? { [minWidthQuery('tablet')]: tablet } : {}),
            ...(desktop ? { [minWidthQuery('desktop')]: desktop } : {}),
          },
        }
      : {}),
  };
}

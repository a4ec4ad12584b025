import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { vars } from '../tokens/contract.css';
import { minWidthQuery } from './breakpoints';

const responsiveProperties = defineProperties({
  conditions: {
    mobile: {},
    tablet: { '@media': minWidthQuery('tablet') },
    desktop: { '@media': minWidthQuery('desktop') },
  },
  defaultCondition: 'mobile',
  responsiveArray: ['mobile', 'tablet', 'desktop'],
  properties: {
    display: ['none', 'block', 'inline', 'inline-block', 'flex', 'inline-flex', 'grid'],
    flexDirection: ['row', 'column', 'row-reverse', 'column-reverse'],
    flexWrap: ['wrap', 'nowrap'],
    alignItems: ['flex-start', 'center', 'flex-end', 'stretch', 'baseline'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between'],
    gap: vars.space,
    paddingTop: vars.space,
    paddingBottom: vars.space,
    paddingLeft: vars.space,
    paddingRight: vars.space,
    textAlign: ['left', 'center', 'right'],
    width: { full: '100%', auto: 'auto' },
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
  },
});

const staticProperties = defineProperties({
  properties: {
    background: {
      surface: vars.color.surface,
      surfaceRaised: vars.color.surfaceRaised,
      brand: vars.color.brand,
      brandSoft: vars.color.brandSoft,
      neutralSoft: vars.color.neutralSoft,
      positiveSoft: vars.color.positive.soft,
      criticalSoft: vars.color.critical.soft,
      cautionSoft: vars.color.caution.soft,
      infoSoft: vars.color.info.soft,
    },
    color: {
      text: vars.color.text,
      textMuted: vars.color.textMuted,
      brandForeground: vars.color.brandForeground,
      onBrand: vars.color.onBrand,
      positive: vars.color.positive.foreground,
      critical: vars.color.critical.foreground,
      caution: vars.color.caution.foreground,
      info: vars.color.info.foreground,
    },
    borderRadius: vars.radius,
    boxShadow: vars.shadow,
    position: ['relative', 'absolute', 'sticky'],
    overflow: ['hidden', 'auto'],
    flexGrow: [0, 1],
    flexShrink: [0, 1],
    minWidth: [0],
  },
});

/** Atomic classes for layout: every value comes from the theme contract or a fixed keyword list. */
export const sprinkles = createSprinkles(responsiveProperties, staticProperties);
export type Sprinkles = Parameters<typeof sprinkles>[0];

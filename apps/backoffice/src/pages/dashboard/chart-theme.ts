import { vars } from '@startwise/ui';

// Every colour and font of the charts comes from the kit's theme contract: CSS variables, which SVG's fill and
// stroke accept, so each brand theme restyles the charts as it does the rest of the screen.

export const chartColors = {
  primary: vars.color.brand,
  secondary: vars.color.positive.solid,
  grid: vars.color.border,
  axis: vars.color.borderStrong,
} as const;

export const axisTick = {
  fill: vars.color.textMuted,
  fontFamily: vars.font.family.body,
  fontSize: vars.text.xsmall.fontSize,
} as const;

export const legendStyle = {
  fontFamily: vars.font.family.body,
  fontSize: vars.text.small.fontSize,
  color: vars.color.text,
} as const;

/** The charts' height in pixels: fixed, so the page does not jump while they measure their width. */
export const CHART_HEIGHT = 240;

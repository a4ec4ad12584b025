import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from './contract.css';

const { positive, critical, caution, info, accent, ...roles } = vars.color;

/** One swatch class per colour role of the contract (flattened: `critical.soft` → `critical-soft`). */
export const colourRoles = {
  ...roles,
  ...Object.fromEntries(
    Object.entries({ positive, critical, caution, info }).flatMap(([tone, values]) =>
      Object.entries(values).map(([part, value]) => [`${tone}-${part}`, value]),
    ),
  ),
  ...Object.fromEntries(Object.entries(accent).map(([index, value]) => [`accent-${index}`, value])),
} as Record<string, string>;

export const swatchColour = styleVariants(colourRoles, (background) => ({ background }));

export const swatch = style({
  width: vars.size.touchable,
  height: vars.size.touchable,
  flexShrink: 0,
  borderRadius: vars.radius.small,
  boxShadow: `inset 0 0 0 ${vars.size.borderStandard} ${vars.color.border}`,
});

export const spaceBar = styleVariants(vars.space, (width) => ({
  width,
  height: vars.space.small,
  background: vars.color.brand,
}));

export const radiusSample = styleVariants(vars.radius, (borderRadius) => ({
  width: vars.size.touchable,
  height: vars.size.touchable,
  borderRadius,
  borderStyle: 'solid',
  borderWidth: vars.size.borderLarge,
  borderColor: vars.color.brand,
}));

export const shadowSample = styleVariants(vars.shadow, (boxShadow) => ({
  width: `calc(${vars.size.touchable} * 2)`,
  height: vars.size.touchable,
  boxShadow,
  background: vars.color.surface,
  borderRadius: vars.radius.medium,
}));

/** The focus ring on a sample control, always shown (the kit draws it on `:focus-visible`). */
export const focusSample = style({
  width: `calc(${vars.size.touchable} * 2)`,
  height: vars.size.touchable,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  boxShadow: `inset 0 0 0 ${vars.size.borderStandard} ${vars.color.borderStrong}`,
  outline: `${vars.size.focusRing} solid ${vars.color.focusRing}`,
  outlineOffset: vars.size.borderLarge,
});

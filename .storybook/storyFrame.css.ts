import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../packages/ui/src/tokens/contract.css';

/**
 * The frame every story renders in: padded, on the theme's surface, and as small as its content so
 * screenshots stay component-sized (full-width stories opt out with `parameters.fullWidth = true`).
 */
export const frame = style({
  display: 'inline-block',
  minWidth: 400,
  maxWidth: '100%',
  padding: vars.space.medium,
  background: vars.color.surface,
});

export const fullWidthFrame = style({
  display: 'block',
  padding: vars.space.medium,
  background: vars.color.surface,
});

/**
 * A page story's frame: the app draws its own background, header and footer edge to edge. It is one viewport
 * tall and scrolls inside, so a screenshot is what a visitor sees (a play function may scroll a section into
 * view); Vitest's browser cannot screenshot below its window.
 */
export const pageFrame = style({ display: 'block', height: '100vh', overflow: 'auto' });

// Deterministic screenshots: nothing animates, the caret does not blink.
globalStyle('*, *::before, *::after', {
  animationDuration: '0s !important',
  animationDelay: '0s !important',
  transitionDuration: '0s !important',
  transitionDelay: '0s !important',
  caretColor: 'transparent !important',
});

import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../tokens/contract.css';

/**
 * A scoped reset applied by `UiProvider`'s root: box-sizing and margin resets for the kit's own
 * elements, so the kit behaves the same inside any app's global CSS.
 *
 * Every selector sits inside `:where()`, so the reset has zero specificity (a pseudo-element adds its own
 * weight, which cannot go inside `:where()`). A scoped `.root :where(button)` would weigh as much as a
 * component's class, and whichever stylesheet loaded later would win: with route code splitting the reset
 * loaded after the Button styles and primary buttons lost their text colour. test/reset-specificity.test.ts
 * keeps it at zero.
 */
export const resetRoot = style({});

const scope = `:where(${resetRoot})`;

// The page itself: no browser margin around the app (the header rule and footer reach both edges), and no text
// inflation on phones turned sideways. Zero specificity, like the rest of the reset.
globalStyle(':where(html, body)', { margin: 0, padding: 0 });
globalStyle(':where(html)', { WebkitTextSizeAdjust: '100%', textSizeAdjust: '100%' });
globalStyle(':where(body)', { WebkitFontSmoothing: 'antialiased', MozOsxFontSmoothing: 'grayscale' });

globalStyle(`${scope} :where(*), ${scope} :where(*)::before, ${scope} :where(*)::after`, { boxSizing: 'border-box' });
globalStyle(`${scope} :where(h1, h2, h3, h4, h5, h6, p, ul, ol, li, figure, blockquote, dl, dd)`, {
  margin: 0,
});
globalStyle(`${scope} :where(ul, ol)`, { padding: 0, listStyle: 'none' });
globalStyle(`${scope} :where(button, input, select, textarea)`, { font: 'inherit', color: 'inherit' });
globalStyle(`${scope} :where(img, svg)`, { display: 'block', maxWidth: '100%' });
// Matches found in a text (search suggestions) in the brand's soft colour, never the browser's yellow.
globalStyle(`${scope} :where(mark)`, {
  background: vars.color.brandSoft,
  color: vars.color.text,
  borderRadius: vars.radius.small,
});

/** Hides content visually while keeping it for assistive technology. */
export const visuallyHiddenRule = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

export const visuallyHidden = style(visuallyHiddenRule);

import { globalStyle, style } from '@vanilla-extract/css';

/**
 * A scoped reset applied by `UiProvider`'s root: box-sizing and margin resets for the kit's own
 * elements, so the kit behaves the same inside any app's global CSS.
 */
export const resetRoot = style({});

globalStyle(`${resetRoot} *, ${resetRoot} *::before, ${resetRoot} *::after`, { boxSizing: 'border-box' });
globalStyle(`${resetRoot} :where(h1, h2, h3, h4, h5, h6, p, ul, ol, li, figure, blockquote, dl, dd)`, {
  margin: 0,
});
globalStyle(`${resetRoot} :where(ul, ol)`, { padding: 0, listStyle: 'none' });
globalStyle(`${resetRoot} :where(button, input, select, textarea)`, { font: 'inherit', color: 'inherit' });
globalStyle(`${resetRoot} :where(img, svg)`, { display: 'block', maxWidth: '100%' });

/** Hides content visually while keeping it for assistive technology. */
export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

import { vars } from '@startwise/ui/theming';
import { globalStyle, style } from '@vanilla-extract/css';

export const figure = style({ margin: 0, display: 'grid', gap: vars.space.small });

// Diagrams keep their natural size so their labels stay readable; a big machine (auth) scrolls inside the box.
export const picture = style({
  display: 'block',
  maxHeight: '640px',
  overflow: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
});

globalStyle(`${picture} > svg`, { display: 'block', maxWidth: 'none' });

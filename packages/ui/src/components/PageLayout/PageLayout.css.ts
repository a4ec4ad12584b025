import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

// At least one window tall, so on a short page the footer still ends at the window's bottom edge.
export const layout = style({ display: 'flex', flexDirection: 'column', minHeight: '100dvh' });

export const main = style({ flexGrow: 1, paddingBlock: vars.space.xlarge });

// While the main area is still empty (a page whose code is loading in the browser: the sign-in pages), the footer waits
// with it: drawn at the window's bottom edge, the arriving page pushed it down, and that jump was most of /login's
// layout shift (Lighthouse CLS 0.15-0.54). A footer drawn with the page moves nothing.
globalStyle(`${main}:empty ~ *`, { display: 'none' });

// A page alone (sign-in steps): centred in the window under the logo, on the raised surface so its card stands out.
export const bare = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.large,
  minHeight: '100dvh',
  paddingBlock: vars.space.xlarge,
  background: vars.color.surfaceRaised,
});

export const bareMain = style({ width: '100%', marginBlockEnd: 'auto' });

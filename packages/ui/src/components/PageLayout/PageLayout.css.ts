import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

// At least one window tall, so on a short page the footer still ends at the window's bottom edge.
export const layout = style({ display: 'flex', flexDirection: 'column', minHeight: '100dvh' });

export const main = style({ flexGrow: 1, paddingBlock: vars.space.xlarge });

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

import { vars } from '@startwise/ui/theming';
import { style } from '@vanilla-extract/css';

/** The current picture at the size service cards crop it to. */
export const thumbnail = style({ objectFit: 'cover', borderRadius: vars.radius.medium });

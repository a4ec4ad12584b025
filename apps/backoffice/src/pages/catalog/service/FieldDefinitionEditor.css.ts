import { style } from '@vanilla-extract/css';

/** Wide enough for the longest type ("Date and time") on one line, so the chosen type never breaks mid-word. */
export const typeSelect = style({ minWidth: '11rem' });

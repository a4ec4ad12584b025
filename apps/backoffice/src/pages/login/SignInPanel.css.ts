import { style } from '@vanilla-extract/css';

/** The whole window in the page's colour, however short the form (a brand's page colour is not always white). */
export const page = style({ minHeight: '100dvh', boxSizing: 'border-box' });

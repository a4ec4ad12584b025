import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

/** A story frame tall enough for the header's open mega-menu panel. */
export const roomForPanel = style({ minHeight: `calc(${vars.size.touchable} * 10)` });

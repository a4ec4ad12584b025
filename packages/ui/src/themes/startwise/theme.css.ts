import { createThemeClass } from '../../tokens/themeClass';
import { startwiseTokens } from './tokens';

/** The Startwise theme class: pass it to `UiProvider`. */
export const startwiseTheme = createThemeClass(startwiseTokens, 'startwise');

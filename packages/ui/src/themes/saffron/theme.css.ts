import { createThemeClass } from '../../tokens/themeClass';
import { saffronTokens } from './tokens';

/** The Saffron theme class: pass it to `UiProvider`. */
export const saffronTheme = createThemeClass(saffronTokens, 'saffron');

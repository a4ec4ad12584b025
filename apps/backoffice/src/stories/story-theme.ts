import { saffronTheme } from '@startwise/ui/themes/saffron';
import { startwiseTheme } from '@startwise/ui/themes/startwise';

/** The toolbar's brands, as in .storybook/themes.ts (code under src/ cannot import from outside the project). */
const themes: Record<string, string> = { startwise: startwiseTheme, saffron: saffronTheme };

/** The theme class for the toolbar's `theme` global. */
export const storyTheme = (name: unknown) => themes[String(name)] ?? startwiseTheme;

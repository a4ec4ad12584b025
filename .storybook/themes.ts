import { saffronTheme } from '../packages/ui/src/themes/saffron';
import { startwiseTheme } from '../packages/ui/src/themes/startwise';

/** The brands the toolbar switches between (and the screenshot tests render in). */
export const storyThemes = { startwise: startwiseTheme, saffron: saffronTheme } as const;
export type StoryThemeName = keyof typeof storyThemes;

import { startwiseTheme } from '@startwise/ui/themes/startwise';
import { createContext } from 'react';

/** The brand's theme class; Storybook's back-office stories provide the toolbar's theme instead. */
export const BackofficeThemeContext = createContext(startwiseTheme);

import { brandTheme } from '@startwise/ui/themes/brand';
import { createContext } from 'react';

/** The brand's theme class; Storybook's back-office stories provide the toolbar's theme instead. */
export const BackofficeThemeContext = createContext(brandTheme);

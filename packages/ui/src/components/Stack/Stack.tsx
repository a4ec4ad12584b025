import { forwardRef, type ReactNode } from 'react';
import { mapResponsiveValue, type ResponsiveValue } from '../../css/responsiveValue';
import type { Space } from '../../tokens/tokenType';
import { Box } from '../Box';

export const stackAligns = ['stretch', 'left', 'center', 'right'] as const;
export type StackAlign = (typeof stackAligns)[number];

const alignItems = { stretch: 'stretch', left: 'flex-start', center: 'center', right: 'flex-end' } as const;

export interface StackProps {
  /** Vertical space between children, from the theme's space scale. */
  space: ResponsiveValue<Space>;
  align?: ResponsiveValue<StackAlign>;
  /** `ul`/`ol` for lists (children should then be `li`). */
  as?: 'div' | 'ul' | 'ol' | 'section' | 'fieldset';
  id?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  children: ReactNode;
}

/** Children in a column with even space between them: the default way to lay out a page section. */
export const Stack = forwardRef<HTMLElement, StackProps>(function Stack(
  { space, align = 'stretch', as = 'div', children, ...native },
  ref,
) {
  return (
    <Box
      ref={ref}
      as={as}
      display="flex"
      flexDirection="column"
      gap={space}
      alignItems={mapResponsiveValue(align, (value) => alignItems[value])}
      {...native}
    >
      {children}
    </Box>
  );
});

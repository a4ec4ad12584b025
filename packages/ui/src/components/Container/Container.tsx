import { forwardRef, type ReactNode } from 'react';
import { Box } from '../Box';
import { type ContainerWidth, container } from './Container.css';

export interface ContainerProps {
  /** The maximum content width from the theme. */
  width?: ContainerWidth;
  as?: 'div' | 'main' | 'section' | 'header' | 'footer';
  children: ReactNode;
}

/** Centres page content at a readable maximum width with the theme's gutters. */
export const Container = forwardRef<HTMLElement, ContainerProps>(function Container(
  { width = 'large', as = 'div', children },
  ref,
) {
  return (
    <Box ref={ref} as={as} className={container[width]}>
      {children}
    </Box>
  );
});

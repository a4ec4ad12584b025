import { forwardRef, type ReactNode } from 'react';
import { mapResponsiveValue, type ResponsiveValue } from '../../css/responsiveValue';
import type { Space } from '../../tokens/tokenType';
import { Box } from '../Box';

export const inlineAligns = ['left', 'center', 'right', 'spaceBetween'] as const;
export type InlineAlign = (typeof inlineAligns)[number];
export const inlineAlignsY = ['top', 'center', 'bottom', 'baseline'] as const;
export type InlineAlignY = (typeof inlineAlignsY)[number];

const justify = { left: 'flex-start', center: 'center', right: 'flex-end', spaceBetween: 'space-between' } as const;
const alignY = { top: 'flex-start', center: 'center', bottom: 'flex-end', baseline: 'baseline' } as const;

export interface InlineProps {
  /** Space between children horizontally and between wrapped rows. */
  space: ResponsiveValue<Space>;
  align?: ResponsiveValue<InlineAlign>;
  alignY?: ResponsiveValue<InlineAlignY>;
  as?: 'div' | 'ul' | 'nav';
  'aria-label'?: string;
  children: ReactNode;
}

/** Children in a row that wraps onto new lines: buttons, badges, tags. */
export const Inline = forwardRef<HTMLElement, InlineProps>(function Inline(
  { space, align = 'left', alignY: alignYProp = 'center', as = 'div', children, ...native },
  ref,
) {
  return (
    <Box
      ref={ref}
      as={as}
      display="flex"
      flexWrap="wrap"
      gap={space}
      justifyContent={mapResponsiveValue(align, (value) => justify[value])}
      alignItems={mapResponsiveValue(alignYProp, (value) => alignY[value])}
      {...native}
    >
      {children}
    </Box>
  );
});

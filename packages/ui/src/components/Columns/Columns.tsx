import { Children, createContext, forwardRef, isValidElement, type ReactNode, useContext } from 'react';
import { assertUsage } from '../../css/devWarning';
import { mapResponsiveValue, type ResponsiveValue } from '../../css/responsiveValue';
import type { Space } from '../../tokens/tokenType';
import { Box } from '../Box';
import { type CollapseBelow, type ColumnWidth, columns, columnWidth } from './Columns.css';

const CollapseContext = createContext<CollapseBelow | null>(null);

const alignY = { top: 'flex-start', center: 'center', bottom: 'flex-end', stretch: 'stretch' } as const;

export interface ColumnProps {
  /** A fraction of the row, `content` (as wide as its content) or `fluid` (shares what is left). */
  width?: ColumnWidth;
  children: ReactNode;
}

/** One column of `Columns`. */
export function Column({ width = 'fluid', children }: ColumnProps) {
  const collapseBelow = useContext(CollapseContext);
  assertUsage(
    collapseBelow !== null,
    '<Column> must be a direct child of <Columns>. Wrap it in <Columns space="...">.',
  );
  return <div className={columnWidth[collapseBelow ?? 'never'][width]}>{children}</div>;
}

export interface ColumnsProps {
  space: ResponsiveValue<Space>;
  /** Below this breakpoint the columns stack vertically at full width. */
  collapseBelow?: CollapseBelow;
  alignY?: ResponsiveValue<keyof typeof alignY>;
  children: ReactNode;
}

/** Side-by-side columns that stack on small screens. Children must be `Column`s. */
export const Columns = forwardRef<HTMLElement, ColumnsProps>(function Columns(
  { space, collapseBelow = 'never', alignY: alignYProp = 'stretch', children },
  ref,
) {
  Children.forEach(children, (child) => {
    if (child === null || child === undefined || child === false) return;
    assertUsage(
      isValidElement(child) && child.type === Column,
      'Every child of <Columns> must be a <Column>. Wrap the content in <Column width="...">…</Column>.',
    );
  });
  return (
    <CollapseContext.Provider value={collapseBelow}>
      <Box
        ref={ref}
        className={columns[collapseBelow]}
        gap={space}
        alignItems={mapResponsiveValue(alignYProp, (value) => alignY[value])}
      >
        {children}
      </Box>
    </CollapseContext.Provider>
  );
});

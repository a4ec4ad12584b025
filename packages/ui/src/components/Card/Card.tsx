import { forwardRef, type ReactNode } from 'react';
import { type CardPadding, type CardTone, card } from './Card.css';

export interface CardProps {
  padding?: CardPadding;
  tone?: CardTone;
  /** Fills the grid cell so cards in a row line up. */
  fullHeight?: boolean;
  /** `article` for self-contained items (a service), `section` for a titled part of a page. */
  as?: 'div' | 'article' | 'section' | 'li';
  id?: string;
  'aria-labelledby'?: string;
  'aria-label'?: string;
  children: ReactNode;
}

/** A bordered surface that groups related content. Lay out its content with `Stack`. */
export const Card = forwardRef<HTMLElement, CardProps>(function Card(
  { padding, tone, fullHeight, as: Element = 'div', children, ...native },
  ref,
) {
  return (
    // biome-ignore lint/suspicious/noExplicitAny: the ref type differs per element; all are HTMLElements.
    <Element ref={ref as any} className={card({ padding, tone, fullHeight })} {...native}>
      {children}
    </Element>
  );
});

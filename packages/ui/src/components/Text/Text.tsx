import { forwardRef, type ReactNode } from 'react';
import type { TextSize } from '../../tokens/tokenType';
import * as styles from './Text.css';

export interface TextProps {
  size?: TextSize;
  tone?: styles.TextTone;
  weight?: styles.TextWeight;
  align?: 'left' | 'center' | 'right';
  as?: 'p' | 'span' | 'div' | 'strong' | 'li' | 'dd' | 'dt';
  id?: string;
  children: ReactNode;
}

/** Body text in the theme's type scale. Long unbroken words wrap instead of overflowing. */
export const Text = forwardRef<HTMLElement, TextProps>(function Text(
  { size = 'standard', tone = 'neutral', weight = 'regular', align, as: Element = 'p', id, children },
  ref,
) {
  const className = [
    styles.base,
    styles.size[size],
    styles.tone[tone],
    styles.weight[weight],
    styles.breakWord,
    align && styles.align[align],
  ]
    .filter(Boolean)
    .join(' ');
  return (
    // biome-ignore lint/suspicious/noExplicitAny: the ref type differs per element; all are HTMLElements.
    <Element ref={ref as any} id={id} className={className}>
      {children}
    </Element>
  );
});

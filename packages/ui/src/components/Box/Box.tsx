import { type AllHTMLAttributes, createElement, type ElementType, forwardRef, type ReactNode } from 'react';
import { type Sprinkles, sprinkles } from '../../css/sprinkles.css';

type NativeProps = Pick<AllHTMLAttributes<HTMLElement>, 'id' | 'role' | 'title' | 'tabIndex' | 'hidden'> & {
  [key: `aria-${string}`]: string | number | boolean | undefined;
  [key: `data-${string}`]: string | number | boolean | undefined;
};

export interface BoxProps extends Sprinkles, NativeProps {
  /** The element to render; defaults to `div`. */
  as?: ElementType;
  /** For the kit's own components only: extra classes composed with the sprinkles. */
  className?: string;
  children?: ReactNode;
}

/**
 * The lowest layout primitive: an element whose spacing, colour and flex layout come from the
 * theme through sprinkles props (`padding="medium"`, `background="surfaceRaised"`).
 */
export const Box = forwardRef<HTMLElement, BoxProps>(function Box({ as = 'div', className, children, ...props }, ref) {
  const sprinkleProps: Record<string, unknown> = {};
  const nativeProps: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (sprinkles.properties.has(key as keyof Sprinkles)) sprinkleProps[key] = value;
    else nativeProps[key] = value;
  }
  const classes = [sprinkles(sprinkleProps as Sprinkles), className].filter(Boolean).join(' ');
  return createElement(as, { ...nativeProps, className: classes || undefined, ref }, children);
});

import type { Breakpoint } from './breakpoints';

/** A value for every breakpoint, or one per breakpoint (mobile-first: a breakpoint inherits the one below). */
export type ResponsiveValue<T> = T | Partial<Record<Breakpoint, T>>;

const isPerBreakpoint = <T>(value: ResponsiveValue<T>): value is Partial<Record<Breakpoint, T>> =>
  typeof value === 'object' && value !== null;

/** Maps a responsive value's leaves, keeping its shape (used to turn prop values into sprinkles values). */
export function mapResponsiveValue<T, R>(value: ResponsiveValue<T>, map: (leaf: T) => R): ResponsiveValue<R> {
  if (!isPerBreakpoint(value)) return map(value);
  const mapped: Partial<Record<Breakpoint, R>> = {};
  for (const [breakpoint, leaf] of Object.entries(value) as [Breakpoint, T | undefined][]) {
    if (leaf !== undefined) mapped[breakpoint] = map(leaf);
  }
  return mapped;
}

/** Expands a responsive value to one value per breakpoint. */
export function resolveResponsiveValue<T>(value: ResponsiveValue<T>): Record<Breakpoint, T> {
  if (!isPerBreakpoint(value)) return { mobile: value, tablet: value, desktop: value };
  const mobile = value.mobile as T;
  const tablet = value.tablet ?? mobile;
  return { mobile, tablet, desktop: value.desktop ?? tablet };
}

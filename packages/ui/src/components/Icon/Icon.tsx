import { icon } from './Icon.css';

// Stroke paths on a 24-unit grid; the size comes from the theme's `size.icon`.
const paths = {
  chevronDown: 'M6 9l6 6 6-6',
  chevronUp: 'M18 15l-6-6-6 6',
  chevronLeft: 'M15 18l-6-6 6-6',
  chevronRight: 'M9 18l6-6-6-6',
  close: 'M18 6L6 18M6 6l12 12',
  menu: 'M4 6h16M4 12h16M4 18h16',
  search: 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM21 21l-4.35-4.35',
} as const;

export const iconNames = Object.keys(paths) as (keyof typeof paths)[];
export type IconName = keyof typeof paths;

export interface IconProps {
  name: IconName;
}

/** A small line icon in the current text colour. Always decorative: label the control that holds it. */
export function Icon({ name }: IconProps) {
  return (
    <svg className={icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={paths[name]} />
    </svg>
  );
}

import { LineIcon } from './LineIcon';

// Lucide's text-formatting icons (bold, italic, heading-2, heading-3, list, list-ordered, link) as single stroke
// paths on a 24-unit grid. A module of their own: a storefront that draws only `Icon` does not ship them.
const paths = {
  bold: 'M6 12h9a4 4 0 0 1 0 8H7a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1h7a4 4 0 0 1 0 8',
  italic: 'M19 4h-9M14 20H5M15 4L9 20',
  heading: 'M4 12h8M4 18V6M12 18V6M21 18h-4c0-4 4-3 4-6 0-1.5-2-2.5-4-1',
  subheading:
    'M4 12h8M4 18V6M12 18V6M17.5 10.5c1.7-1 3.5 0 3.5 1.5a2 2 0 0 1-2 2M17 17.5c2 1.5 4 .3 4-1.5a2 2 0 0 0-2-2',
  bulletedList: 'M3 5h.01M3 12h.01M3 19h.01M8 5h13M8 12h13M8 19h13',
  numberedList: 'M11 5h10M11 12h10M11 19h10M4 4h1v5M4 9h2M6.5 20H3.4c0-1 2.6-1.925 2.6-3.5a1.5 1.5 0 0 0-2.6-1.02',
  link: 'M10 13a5 5 0 0 0 7.54.54l3-3a5 5 0 0 0-7.07-7.07l-1.72 1.71M14 11a5 5 0 0 0-7.54-.54l-3 3a5 5 0 0 0 7.07 7.07l1.71-1.71',
} as const;

export type FormattingIconName = keyof typeof paths;

/** A rich-text toolbar's icon, drawn like `Icon`. Always decorative: label the button that holds it. */
export function FormattingIcon({ name }: { name: FormattingIconName }) {
  return <LineIcon path={paths[name]} />;
}

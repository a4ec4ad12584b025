import { LineIcon } from './LineIcon';

// The stages of an order (submitted, paid, in progress, documents asked for, received and delivered, completed,
// rejected, refunded) and the team's messages: same grid, strokes and size as Icon. A separate map from Icon's
// on purpose: the header uses Icon on every page, so these paths load only with a page that shows progress.
const paths = {
  send: 'M22 2L11 13M22 2l-7 20-4-9-9-4 20-7z',
  creditCard: 'M3 5h18a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H3a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2zM1 10h22',
  clock: 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM12 6v6l4 2',
  fileText: 'M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8zM14 2v6h6M16 13H8M16 17H8M10 9H8',
  upload: 'M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4M17 8l-5-5-5 5M12 3v12',
  download: 'M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4M7 10l5 5 5-5M12 15V3',
  checkCircle: 'M22 11.08V12a10 10 0 1 1-5.93-9.14M22 4L12 14.01l-3-3',
  xCircle: 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM15 9l-6 6M9 9l6 6',
  rotateCcw: 'M1 4v6h6M3.51 15a9 9 0 1 0 2.13-9.36L1 10',
  message: 'M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z',
  circle: 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20z',
} as const;

export const progressIconNames = Object.keys(paths) as (keyof typeof paths)[];
export type ProgressIconName = keyof typeof paths;

export interface ProgressIconProps {
  name: ProgressIconName;
}

/** A line icon for a stage of an order's progress, in the current text colour. Always decorative, like Icon. */
export function ProgressIcon({ name }: ProgressIconProps) {
  return <LineIcon path={paths[name]} />;
}

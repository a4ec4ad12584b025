import { type SkeletonShape, type SkeletonWidth, skeleton } from './Skeleton.css';

export interface SkeletonProps {
  /** `text`/`heading` match a line of that type, `block` an image, `circle` an avatar. */
  shape?: SkeletonShape;
  /** Share of the container's width (ignored for `circle`). */
  width?: SkeletonWidth;
}

/**
 * A grey placeholder in the shape of content that is loading. It is hidden from assistive technology:
 * mark the loading region itself (`aria-busy`, or a visually hidden 'Loading...' status).
 */
export function Skeleton({ shape = 'text', width = 'full' }: SkeletonProps) {
  return <span aria-hidden="true" className={skeleton({ shape, width })} />;
}

export { Skeleton, type SkeletonProps } from './Skeleton';
export { type SkeletonShape, type SkeletonWidth, skeletonShapes, skeletonWidths } from './Skeleton.css';

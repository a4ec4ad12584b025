export { IconBadge, type IconBadgeProps } from './IconBadge';

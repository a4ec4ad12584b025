export { Badge, type BadgeProps } from './Badge';
export { type BadgeEmphasis, type BadgeTone, badgeEmphases, badgeTones } from './Badge.css';

export { ServiceCard, type ServiceCardProps } from './ServiceCard';
export { ServiceCardSkeleton } from './ServiceCardSkeleton';

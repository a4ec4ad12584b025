export { SERVICE_CARD_MAX_TAGS, SERVICE_DESCRIPTION_FALLBACK, ServiceCard, type ServiceCardProps } from './ServiceCard';
export { ServiceCardSkeleton } from './ServiceCardSkeleton';

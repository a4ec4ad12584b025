import type { Schemas } from '@startwise/api-client';
import { cardDescription, discountPercent } from '@startwise/flows/rules';
import { ServiceCard } from '@startwise/ui';
import { useMediaUrl } from './useMediaUrl';

export interface ServiceSummaryCardProps {
  service: Schemas['ServiceSummary'];
  /** At most this many of the service's tags (related services show a few); none when omitted. */
  maxTags?: number;
  headingLevel?: 'h2' | 'h3';
}

/** A catalogue service as the kit's card: the store's copy, price with its discount, and 'Learn more'. */
export function ServiceSummaryCard({ service, maxTags = 0, headingLevel }: ServiceSummaryCardProps) {
  const mediaUrl = useMediaUrl();
  return (
    <ServiceCard
      title={service.title}
      description={cardDescription(service.metaDescription)}
      price={service.price}
      mrp={service.discountable ? service.mrp : undefined}
      percentOff={discountPercent(service.price, service.mrp, service.discountable)}
      href={`/service/${service.slug}`}
      linkLabel="Learn more"
      icon={service.icon}
      thumbnailSrc={mediaUrl(service.thumbnail)}
      tags={service.tags.slice(0, maxTags)}
      headingLevel={headingLevel}
    />
  );
}

import type { Schemas } from '@startwise/api-client';
import { discountPercent } from '@startwise/flows/rules';
import { Alert, Grid, Heading, ServiceCard, ServiceCardSkeleton, Stack } from '@startwise/ui';
import { useQuery } from '@tanstack/react-query';
import { useMediaUrl } from '../../catalog/useMediaUrl';
import { relatedServicesQuery } from './queries';

/** Spec 9: at most 3 tags on each related service. */
const TAGS_PER_SERVICE = 3;
const COLUMNS = { mobile: 1, tablet: 2, desktop: 3 } as const;

/** Related services under the service page; a failure says so in place of the list. */
export function RelatedServices({ service }: { service: Schemas['Service'] }) {
  const { data, isPending, isError } = useQuery(relatedServicesQuery(service));
  const mediaUrl = useMediaUrl();
  if (!isPending && !isError && data.services.length === 0) return null;
  return (
    <Stack space="large" as="section" aria-labelledby="related-services">
      <Heading level="2" id="related-services">
        Related Services
      </Heading>
      {isError ? (
        <Alert tone="critical">Unable to load related services</Alert>
      ) : isPending ? (
        <Grid columns={COLUMNS} space="large">
          <ServiceCardSkeleton />
          <ServiceCardSkeleton />
          <ServiceCardSkeleton />
        </Grid>
      ) : (
        <Grid as="ul" columns={COLUMNS} space="large" aria-label="Related services">
          {data.services.map((related) => (
            <li key={related._id}>
              <ServiceCard
                title={related.title}
                metaDescription={related.metaDescription}
                price={related.price}
                mrp={related.discountable ? related.mrp : undefined}
                percentOff={discountPercent(related.price, related.mrp, related.discountable)}
                href={`/service/${related.slug}`}
                thumbnailSrc={mediaUrl(related.thumbnail)}
                tags={related.tags.slice(0, TAGS_PER_SERVICE)}
              />
            </li>
          ))}
        </Grid>
      )}
    </Stack>
  );
}

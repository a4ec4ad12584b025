import type { Schemas } from '@startwise/api-client';
import { RELATED_SERVICE_MAX_TAGS } from '@startwise/flows/rules';
import { Alert, Grid, Heading, ServiceCardSkeleton, Stack } from '@startwise/ui';
import { useQuery } from '@tanstack/react-query';
import { ServiceSummaryCard } from '../../catalog/ServiceSummaryCard';
import { relatedServicesQuery } from './related-services-query';

const COLUMNS = { mobile: 1, tablet: 2, desktop: 3 } as const;

/** Related services under the service page; a failure says so in place of the list. */
export function RelatedServices({ service }: { service: Schemas['Service'] }) {
  const { data, isPending, isError } = useQuery(relatedServicesQuery(service));
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
              <ServiceSummaryCard service={related} maxTags={RELATED_SERVICE_MAX_TAGS} />
            </li>
          ))}
        </Grid>
      )}
    </Stack>
  );
}

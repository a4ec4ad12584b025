import { ApiError } from '@startwise/api-client';
import { Button, Container, EmptyState, PageHeading, Stack } from '@startwise/ui';
import { useQuery } from '@tanstack/react-query';
import { activeServicesQuery } from '../../app/queries';
import { ServiceGrid } from '../../catalog/ServiceGrid';
import { ServicesLoading } from '../../catalog/ServicesLoading';
import { Seo } from '../../seo/Seo';

/** 'Our Services': every active service in a 1/2/3-column grid, with loading, error and empty states. */
export function OurServicesPage() {
  const { data, isPending, error, refetch, isFetching } = useQuery(activeServicesQuery);
  return (
    <Container>
      <Seo
        title="Our Services"
        description="Browse every Startwise service: company registration, GST, trademarks, compliance, licences, funding and business documentation, with transparent prices in rupees."
      />
      <Stack space="xlarge">
        <PageHeading
          title="Our Services"
          description="Registrations, licences, compliance and growth services for Indian businesses — fixed fees, fully online."
        />
        {isPending ? (
          <ServicesLoading />
        ) : error ? (
          <EmptyState
            tone="critical"
            title="Failed to fetch services"
            description={error instanceof ApiError ? error.message : undefined}
            action={
              <Button onClick={() => refetch()} loading={isFetching} variant="secondary">
                Try Again
              </Button>
            }
          />
        ) : data.services.length === 0 ? (
          <EmptyState title="No Services Available" description="Please check back soon for new services." />
        ) : (
          <ServiceGrid services={data.services} label="Services" />
        )}
      </Stack>
    </Container>
  );
}

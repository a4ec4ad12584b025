import { ApiError } from '@startwise/api-client';
import { Alert, Button, ButtonLink, Container, EmptyState, Inline, PageHeading, Stack, Text } from '@startwise/ui';
import { useInfiniteQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useParams } from 'react-router-dom';
import { PageMessage } from '../../app/PageMessage';
import { categoryServicesQuery } from '../../app/queries';
import { ServiceGrid } from '../../catalog/ServiceGrid';
import { Seo } from '../../seo/Seo';

const CategoryLoading = lazy(() => import('./CategoryLoading'));

const isMissing = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 400);

/**
 * A category's services, 12 at a time: Load More while more pages exist, then 'Showing all {total} services in
 * this category'. A new slug starts again from page 1 (its own query). A page that fails to load says why above
 * the button, which tries it again: the services already shown stay.
 */
export function CategoryPage() {
  const slug = useParams().slug ?? '';
  const {
    data,
    isPending,
    error,
    fetchNextPage,
    hasNextPage,
    isFetchingNextPage,
    isFetchNextPageError,
    refetch,
    isRefetching,
  } = useInfiniteQuery(categoryServicesQuery(slug));

  if (isPending) {
    return (
      <Container>
        <Seo title="Services" description="Services in this category." />
        <Suspense fallback={null}>
          <CategoryLoading />
        </Suspense>
      </Container>
    );
  }

  if (error && !data) {
    if (isMissing(error)) {
      return (
        <>
          <Seo title="Category Not Found" description="This category does not exist." noIndex />
          <PageMessage
            icon="compass"
            title="Category Not Found"
            description="The category you are looking for does not exist or may have been removed."
            actions={<ButtonLink href="/services">View All Services</ButtonLink>}
          />
        </>
      );
    }
    return (
      <>
        <Seo title="Services" description="Services in this category." />
        <PageMessage
          icon="alert"
          tone="critical"
          title="Failed to fetch category services"
          description={error instanceof Error ? error.message : undefined}
          actions={
            <Button variant="secondary" onClick={() => refetch()} loading={isRefetching}>
              Try Again
            </Button>
          }
        />
      </>
    );
  }

  const first = data.pages[0];
  const category = first?.category;
  const services = data.pages.flatMap((page) => page.services);
  const total = first?.totalResults ?? 0;
  return (
    <Container>
      <Seo
        title={category?.name ?? 'Services'}
        description={category?.description || `${category?.name ?? 'Category'} services from Startwise.`}
      />
      <Stack space="xlarge">
        <PageHeading title={category?.name ?? ''} eyebrow="Services" description={category?.description} />
        {services.length === 0 ? (
          <EmptyState title="No Services Available" description="There are currently no services in this category." />
        ) : (
          <>
            <ServiceGrid services={services} label={`${category?.name ?? ''} services`} />
            {isFetchNextPageError && !isFetchingNextPage ? <Alert tone="critical">{error?.message}</Alert> : null}
            <Inline space="medium" align="center">
              {hasNextPage ? (
                <Button variant="secondary" onClick={() => fetchNextPage()} loading={isFetchingNextPage}>
                  Load More
                </Button>
              ) : (
                <Text tone="muted">{`Showing all ${total} services in this category`}</Text>
              )}
            </Inline>
          </>
        )}
      </Stack>
    </Container>
  );
}

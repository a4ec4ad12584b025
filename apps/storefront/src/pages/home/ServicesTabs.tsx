import { Button, ButtonLink, EmptyState, Heading, Inline, Stack } from '@startwise/ui';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { topCategoriesQuery } from '../../app/queries';
import { WhenNearViewport } from '../../app/WhenNearViewport';
import { ServiceGridSkeleton } from '../../catalog/ServiceGrid';

// The tabs (React Aria's collections, the largest part of the home page's code and work) sit below the hero: they
// load when they come near the screen, behind placeholders of the grid's shape.
const CategoryTabs = lazy(() => import('./CategoryTabs'));

/** Each tab shows the first services of its category; the category page has the rest. */
const SERVICES_PER_TAB = 6;

/** One tab per category with services, the first selected; an empty state with 'Refresh Data' (spec 2 Home). */
export function ServicesTabs() {
  const { data, refetch, isFetching } = useQuery({ ...topCategoriesQuery, refetchOnMount: 'always' });
  const categories = (data?.categoriesWithServices ?? []).filter((category) => category.count > 0);
  return (
    <Stack as="section" space="large" aria-labelledby="services-title">
      <Heading level="2" id="services-title">
        Our Popular Services
      </Heading>
      {categories.length > 0 ? (
        <WhenNearViewport placeholder={<ServiceGridSkeleton count={SERVICES_PER_TAB} />}>
          <Suspense fallback={<ServiceGridSkeleton count={SERVICES_PER_TAB} />}>
            <CategoryTabs categories={categories} servicesPerTab={SERVICES_PER_TAB} />
          </Suspense>
        </WhenNearViewport>
      ) : (
        <EmptyState
          title="No Services Found"
          headingLevel="h3"
          description="We could not load our services just now."
          action={
            <Button onClick={() => refetch()} loading={isFetching}>
              Refresh Data
            </Button>
          }
        />
      )}
      <Inline space="medium" align="center">
        <ButtonLink href="/services" variant="secondary">
          View All Services
        </ButtonLink>
      </Inline>
    </Stack>
  );
}

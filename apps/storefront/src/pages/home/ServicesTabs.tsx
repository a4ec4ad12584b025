import type { Schemas } from '@startwise/api-client';
import { Button, ButtonLink, EmptyState, Heading, Inline, Stack, TabsPreview } from '@startwise/ui';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { SERVICES_PER_TAB } from '../../app/page-sizes';
import { topCategoriesQuery } from '../../app/queries';
import { WhenNearViewport } from '../../app/WhenNearViewport';
import { ServiceGrid } from '../../catalog/ServiceGrid';

// The tabs (React Aria's collections, the largest part of the home page's code and work) load when they come near
// the screen. Until then, and in the server's HTML, the first category's services show under a row of links in
// the tabs' look: real content from the first paint, and nothing moves when the tabs take over.
const CategoryTabs = lazy(() => import('./CategoryTabs'));

const TABS_LABEL = 'Service categories';

type Category = Schemas['CategoryWithServices'];

function FirstCategoryPreview({ categories }: { categories: readonly Category[] }) {
  const [first] = categories;
  return (
    <TabsPreview
      aria-label={TABS_LABEL}
      items={categories.map((category) => ({
        id: category.slug,
        label: category.name,
        href: `/category/${category.slug}`,
      }))}
    >
      {first ? (
        <ServiceGrid
          label={`${first.name} services`}
          services={first.services.slice(0, SERVICES_PER_TAB)}
          headingLevel="h3"
        />
      ) : null}
    </TabsPreview>
  );
}

/** One tab per category with services, the first selected; an empty state with 'Refresh Data' (spec 2 Home). */
export function ServicesTabs() {
  const { data, refetch, isFetching } = useQuery({ ...topCategoriesQuery, refetchOnMount: 'always' });
  const categories = (data?.categoriesWithServices ?? []).filter((category) => category.count > 0);
  const preview = <FirstCategoryPreview categories={categories} />;
  return (
    <Stack as="section" space="large" aria-labelledby="services-title">
      <Heading level="2" id="services-title">
        Our Popular Services
      </Heading>
      {categories.length > 0 ? (
        <WhenNearViewport placeholder={preview}>
          <Suspense fallback={preview}>
            <CategoryTabs categories={categories} label={TABS_LABEL} servicesPerTab={SERVICES_PER_TAB} />
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

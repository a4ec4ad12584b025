import { formatIndianInteger, formatRupees } from '@startwise/format';
import { formatDay } from '@startwise/format/staff-dates';
import { DataTable, FilterBar, Link, Pagination, Select, Spinner, Stack, Text } from '@startwise/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { paths } from '../../app/paths';
import { SearchBox } from '../../forms/SearchBox';
import { LoadFailure } from '../../layout/LoadFailure';
import { CatalogStatusBadge } from './CatalogStatusBadge';
import { CATALOG_PAGE_SIZE, type CatalogView, catalogServicesQueryOf, SERVICE_STATUSES } from './catalog-search';
import { catalogCategoriesQuery, catalogServicesQuery } from './queries';

const ANY = 'any';
const COLUMNS = [
  { id: 'title', header: 'Service', isRowHeader: true, wrap: true },
  { id: 'slug', header: 'Slug' },
  { id: 'status', header: 'Status' },
  { id: 'price', header: 'Price / MRP', align: 'end' as const },
  { id: 'categories', header: 'Categories', wrap: true },
  { id: 'updated', header: 'Updated' },
];

/** The services of the catalog, drafts included, searched and filtered through the address. */
export function ServicesTab({ view, onView }: { view: CatalogView; onView: (view: CatalogView) => void }) {
  const { data, error, isPending, isPlaceholderData, refetch } = useQuery({
    ...catalogServicesQuery(catalogServicesQueryOf(view)),
    placeholderData: keepPreviousData,
  });
  const { data: categoryData } = useQuery(catalogCategoriesQuery);
  const total = data?.pagination.total;
  const filter = (change: Partial<CatalogView>) => onView({ ...view, ...change, page: 1 });
  const activeCount = [view.q, view.status, view.category].filter(Boolean).length;

  const rows = (data?.services ?? []).map((service) => ({
    id: service._id,
    cells: {
      title: <Link href={paths.service(service._id)}>{service.title}</Link>,
      slug: (
        <Text as="span" size="small" tone="muted">
          {service.slug}
        </Text>
      ),
      status: <CatalogStatusBadge status={service.status} />,
      price: `${formatRupees(service.price)} / ${formatRupees(service.mrp)}`,
      categories: service.categories.map((category) => category.name).join(', '),
      updated: formatDay(service.updatedAt),
    },
  }));

  return (
    <Stack space="large">
      <FilterBar
        label="Filter the services"
        activeCount={activeCount}
        onClear={() => onView({ tab: 'services', page: 1 })}
        resultSummary={total === undefined ? undefined : `${formatIndianInteger(total)} services`}
        search={<SearchBox value={view.q ?? ''} placeholder="Title or slug" onChange={(q) => filter({ q })} />}
      >
        <Select
          label="Status"
          options={[{ value: ANY, label: 'Any status' }, ...SERVICE_STATUSES.map((s) => ({ value: s, label: s }))]}
          value={view.status ?? ANY}
          onChange={(value) => filter({ status: value === 'draft' || value === 'published' ? value : undefined })}
        />
        <Select
          label="Category"
          placeholder="Loading…"
          options={[
            { value: ANY, label: 'Any category' },
            ...(categoryData?.categories ?? []).map((category) => ({ value: category._id, label: category.name })),
          ]}
          value={view.category ?? ANY}
          onChange={(value) => filter({ category: value === ANY || value === null ? undefined : value })}
        />
      </FilterBar>
      {error && !data ? (
        <LoadFailure title="The services could not be loaded" error={error} retry={() => refetch()} />
      ) : isPending ? (
        <Spinner label="Loading the services" />
      ) : (
        <Stack space="medium">
          <DataTable
            caption="Services"
            hideCaption
            columns={COLUMNS}
            rows={rows}
            busy={isPlaceholderData}
            emptyMessage={activeCount > 0 ? 'No services match these filters.' : 'No services yet.'}
          />
          <Pagination
            aria-label="Service pages"
            page={view.page}
            pageSize={CATALOG_PAGE_SIZE}
            total={total ?? 0}
            noun="services"
            onPageChange={(page) => onView({ ...view, page })}
          />
        </Stack>
      )}
    </Stack>
  );
}

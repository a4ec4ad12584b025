import { formatIndianInteger } from '@startwise/format';
import { Stack } from '@startwise/ui';
import { useQuery } from '@tanstack/react-query';
import { statusChip } from '../../lists/common-filters';
import { ListBody } from '../../lists/ListBody';
import { ListFilterBar } from '../../lists/ListFilterBar';
import { ListTable } from '../../lists/ListTable';
import { useListAddress } from '../../lists/useListAddress';
import { STATUS_WORDS } from './CatalogStatusBadge';
import { SERVICE_COLUMNS } from './catalog-columns';
import { CATALOG_PAGE_SIZE, catalogServicesQueryOf, SERVICE_FILTER_KEYS, SERVICE_STATUSES } from './catalog-list';
import { catalogCategoriesQuery, catalogServicesQuery } from './queries';

/** The services of the catalog, drafts included, searched and filtered through the address. */
export function ServicesTab() {
  const { filters, page, activeCount, filterBar, pagingOf } = useListAddress(SERVICE_FILTER_KEYS);
  const { data, error, isPending, isPlaceholderData, refetch } = useQuery(
    catalogServicesQuery(catalogServicesQueryOf(filters, page)),
  );
  const { data: categoryData } = useQuery(catalogCategoriesQuery);
  const total = data?.pagination.total;
  return (
    <Stack space="medium">
      <ListFilterBar
        label="Filter the services"
        searchPlaceholder="Title or slug"
        {...filterBar}
        chips={[
          statusChip(SERVICE_STATUSES.map((value) => ({ value, label: STATUS_WORDS[value] }))),
          {
            kind: 'options',
            key: 'category',
            label: 'Category',
            options: (categoryData?.categories ?? []).map((category) => ({
              value: category._id,
              label: category.name,
            })),
          },
        ]}
        resultSummary={total === undefined ? undefined : `${formatIndianInteger(total)} services`}
      />
      <ListBody noun="the services" error={error} hasData={data !== undefined} isPending={isPending} onRetry={refetch}>
        <ListTable
          caption="Services"
          columns={SERVICE_COLUMNS}
          rows={data?.services ?? []}
          getRowId={(service) => service._id}
          busy={isPlaceholderData}
          emptyMessage={activeCount > 0 ? 'No services match these filters.' : 'No services yet.'}
          paging={pagingOf({ label: 'Service pages', pageSize: CATALOG_PAGE_SIZE, noun: 'services' }, total)}
        />
      </ListBody>
    </Stack>
  );
}

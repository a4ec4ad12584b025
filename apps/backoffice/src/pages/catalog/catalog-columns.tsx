import type { Schemas } from '@startwise/api-client';
import { formatRupees } from '@startwise/format';
import { formatDay } from '@startwise/format/staff-dates';
import { Link, Text } from '@startwise/ui';
import type { ColumnDef } from '@tanstack/react-table';
import { paths } from '../../app/paths';
import { CatalogStatusBadge } from './CatalogStatusBadge';
import type { CatalogCategory } from './queries';

type ServiceRow = Schemas['CatalogServiceListItem'];
type CategoryRow = CatalogCategory;

const slugCell = (slug: string) => (
  <Text as="span" size="small" tone="muted">
    {slug}
  </Text>
);
const updatedColumn = <T extends { updatedAt: string }>(): ColumnDef<T> => ({
  id: 'updated',
  header: 'Updated',
  meta: { nowrap: true },
  cell: ({ row }) => formatDay(row.original.updatedAt),
});

/** The services tab's columns: the title opens the editor. */
export const SERVICE_COLUMNS: ColumnDef<ServiceRow>[] = [
  {
    id: 'title',
    header: 'Service',
    meta: { isRowHeader: true },
    cell: ({ row }) => <Link href={paths.service(row.original._id)}>{row.original.title}</Link>,
  },
  { id: 'slug', header: 'Slug', cell: ({ row }) => slugCell(row.original.slug) },
  {
    id: 'status',
    header: 'Status',
    meta: { nowrap: true },
    cell: ({ row }) => <CatalogStatusBadge status={row.original.status} />,
  },
  {
    id: 'price',
    header: 'Price / MRP',
    meta: { align: 'end', nowrap: true },
    cell: ({ row }) => `${formatRupees(row.original.price)} / ${formatRupees(row.original.mrp)}`,
  },
  { id: 'categories', header: 'Categories', cell: ({ row }) => row.original.categories.map((c) => c.name).join(', ') },
  updatedColumn(),
];

/** The categories tab's columns: the name opens the editor. */
export const CATEGORY_COLUMNS: ColumnDef<CategoryRow>[] = [
  {
    id: 'name',
    header: 'Category',
    meta: { isRowHeader: true },
    cell: ({ row }) => <Link href={paths.category(row.original._id)}>{row.original.name}</Link>,
  },
  { id: 'slug', header: 'Slug', cell: ({ row }) => slugCell(row.original.slug) },
  {
    id: 'services',
    header: 'Services (published)',
    meta: { align: 'end', nowrap: true },
    cell: ({ row }) => `${row.original.serviceCount} (${row.original.publishedServiceCount})`,
  },
  updatedColumn(),
];

import type { Schemas } from '@startwise/api-client';
import { formatRupees } from '@startwise/format';
import { formatDay } from '@startwise/format/staff-dates';
import { Link, Text } from '@startwise/ui';
import type { ColumnDef } from '@tanstack/react-table';
import { paths } from '../../app/paths';
import { badgeColumn } from '../../lists/badge-column';
import { CatalogStatusBadge } from './CatalogStatusBadge';
import type { CatalogCategory } from './queries';

type ServiceRow = Schemas['CatalogServiceListItem'];
type CategoryRow = CatalogCategory;

/** The entry's name (its field `name`), opening its editor at `editorPath`; each row's header for assistive technology. */
const editorLinkColumn = <T extends { _id: string }>(
  name: { [K in keyof T]: T[K] extends string ? K : never }[keyof T] & string,
  header: string,
  editorPath: (id: string) => string,
): ColumnDef<T> => ({
  id: name,
  header,
  meta: { isRowHeader: true },
  cell: ({ row }) => <Link href={editorPath(row.original._id)}>{row.original[name] as string}</Link>,
});
const slugColumn = <T extends { slug: string }>(): ColumnDef<T> => ({
  id: 'slug',
  header: 'Slug',
  cell: ({ row }) => (
    <Text as="span" size="small" tone="muted">
      {row.original.slug}
    </Text>
  ),
});
const updatedColumn = <T extends { updatedAt: string }>(): ColumnDef<T> => ({
  id: 'updated',
  header: 'Updated',
  meta: { nowrap: true },
  cell: ({ row }) => formatDay(row.original.updatedAt),
});

/** The services tab's columns: the title opens the editor. */
export const SERVICE_COLUMNS: ColumnDef<ServiceRow>[] = [
  editorLinkColumn<ServiceRow>('title', 'Service', paths.service),
  slugColumn(),
  badgeColumn('status', 'Status', CatalogStatusBadge, (service) => service.status),
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
  editorLinkColumn<CategoryRow>('name', 'Category', paths.category),
  slugColumn(),
  {
    id: 'services',
    header: 'Services (published)',
    meta: { align: 'end', nowrap: true },
    cell: ({ row }) => `${row.original.serviceCount} (${row.original.publishedServiceCount})`,
  },
  updatedColumn(),
];

import { formatDay } from '@startwise/format/staff-dates';
import { Button, DataTable, EmptyState, Link, Spinner, Text } from '@startwise/ui';
import { useQuery } from '@tanstack/react-query';
import { paths } from '../../app/paths';
import { LoadFailure } from '../../layout/LoadFailure';
import { catalogCategoriesQuery } from './queries';

const COLUMNS = [
  { id: 'name', header: 'Category', isRowHeader: true, wrap: true },
  { id: 'slug', header: 'Slug' },
  { id: 'services', header: 'Services (published)', align: 'end' as const },
  { id: 'updated', header: 'Updated' },
];

/** Every category in catalog order, with how many services it lists and how many of them customers see. */
export function CategoriesTab({ onNew }: { onNew: () => void }) {
  const { data, error, isPending, refetch } = useQuery(catalogCategoriesQuery);
  if (isPending) return <Spinner label="Loading the categories" />;
  if (error) {
    return <LoadFailure title="The categories could not be loaded" error={error} retry={() => refetch()} />;
  }
  if (data.categories.length === 0) {
    return (
      <EmptyState
        title="No categories yet"
        description="Services are listed under categories: add the first one."
        action={<Button onClick={onNew}>New category</Button>}
      />
    );
  }
  const rows = data.categories.map((category) => ({
    id: category._id,
    cells: {
      name: <Link href={paths.category(category._id)}>{category.name}</Link>,
      slug: (
        <Text as="span" size="small" tone="muted">
          {category.slug}
        </Text>
      ),
      services: `${category.serviceCount} (${category.publishedServiceCount})`,
      updated: formatDay(category.updatedAt),
    },
  }));
  return <DataTable caption="Categories" hideCaption columns={COLUMNS} rows={rows} />;
}

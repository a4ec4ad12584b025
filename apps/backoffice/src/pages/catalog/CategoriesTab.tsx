import { Button, EmptyState } from '@startwise/ui';
import { useQuery } from '@tanstack/react-query';
import { ListBody } from '../../lists/ListBody';
import { ListTable } from '../../lists/ListTable';
import { CATEGORY_COLUMNS } from './catalog-columns';
import { catalogCategoriesQuery } from './queries';

/** Every category in catalog order, with how many services it lists and how many of them customers see. */
export function CategoriesTab({ onNew }: { onNew: () => void }) {
  const { data, error, isPending, refetch } = useQuery(catalogCategoriesQuery);
  if (data?.categories.length === 0) {
    return (
      <EmptyState
        title="No categories yet"
        description="Services are listed under categories: add the first one."
        action={<Button onClick={onNew}>New category</Button>}
      />
    );
  }
  return (
    <ListBody noun="the categories" error={error} hasData={data !== undefined} isPending={isPending} onRetry={refetch}>
      <ListTable
        caption="Categories"
        columns={CATEGORY_COLUMNS}
        rows={data?.categories ?? []}
        getRowId={(category) => category._id}
        emptyMessage="No categories yet."
      />
    </ListBody>
  );
}

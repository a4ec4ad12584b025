import { Button, Inline, Switch, Text, useToast } from '@startwise/ui';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../app/api';
import { failureText } from '../../../forms/errors';
import { FailureAlert } from '../../../forms/FailureAlert';
import { Section } from '../../../layout/Section';
import { moved } from '../moved';
import { type CatalogCategory, catalogCategoriesQuery, useCatalogChange } from '../queries';

/** Whether customers see a saved category, and where menus list it; each change is saved at once. */
export function CategoryPlacement({ category }: { category: CatalogCategory }) {
  const toast = useToast();
  const { data } = useQuery(catalogCategoriesQuery);
  const all = data?.categories ?? [];
  const index = all.findIndex((entry) => entry._id === category._id);
  const visibility = useCatalogChange((hidden: boolean) =>
    api.post(hidden ? '/admin/catalog/categories/{categoryId}/hide' : '/admin/catalog/categories/{categoryId}/show', {
      params: { path: { categoryId: category._id } },
      fallbackMessage: hidden ? 'Failed to hide the category' : 'Failed to show the category',
    }),
  );
  const order = useCatalogChange((categoryIds: string[]) =>
    api.put('/admin/catalog/categories/order', {
      body: { categoryIds },
      fallbackMessage: 'Failed to move the category',
    }),
  );
  const move = (by: -1 | 1) =>
    order.mutate(
      moved(all, index, by).map((entry) => entry._id),
      { onSuccess: () => toast.success(`${category.name} moved ${by < 0 ? 'up' : 'down'}`) },
    );

  return (
    <Section title="Placement">
      <FailureAlert title="The change was not saved" failure={failureText(visibility.error ?? order.error)} />
      <Switch
        checked={!category.hidden}
        disabled={visibility.isPending}
        onChange={(shown) =>
          visibility.mutate(!shown, {
            onSuccess: () => toast.success(shown ? `${category.name} is shown` : `${category.name} is hidden`),
          })
        }
      >
        {category.hidden ? 'Hidden from customers' : 'Shown to customers'}
      </Switch>
      <Text tone="muted">
        A hidden category is in no menu, tab, footer or sitemap and its page is not found; its services stay listed
        everywhere else.
      </Text>
      {index >= 0 ? (
        <Inline space="small" alignY="center">
          <Text>{`Position in menus: ${index + 1} of ${all.length}`}</Text>
          <Button variant="secondary" disabled={index === 0 || order.isPending} onClick={() => move(-1)}>
            Move up
          </Button>
          <Button variant="secondary" disabled={index === all.length - 1 || order.isPending} onClick={() => move(1)}>
            Move down
          </Button>
        </Inline>
      ) : null}
    </Section>
  );
}

import type { Schemas } from '@startwise/api-client';
import { slugProblem } from '@startwise/flows/rules';
import { Button, Card, Container, Inline, PageHeading, Stack, TextArea, TextField, useToast } from '@startwise/ui';
import { FormProvider } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { api } from '../../../app/api';
import { paths } from '../../../app/paths';
import { formFailure } from '../../../forms/errors';
import { FailureAlert } from '../../../forms/FailureAlert';
import { type FormCheck, useCheckedForm } from '../../../forms/useCheckedForm';
import { PageTitle } from '../../../layout/PageTitle';
import { type CatalogCategory, useCatalogChange } from '../queries';
import { SlugField, slugFollowsTitle } from '../SlugField';
import { CategoryPlacement } from './CategoryPlacement';

type CategoryInput = Schemas['CatalogCategoryInput'];
type CategoryValues = Required<CategoryInput>;

/** The server's rules for a category, checked before sending: a name, a slug of the contract's shape. */
const check: FormCheck<CategoryValues> = (values) => ({
  name: values.name.trim() ? undefined : 'Please enter the name',
  slug: slugProblem(values.slug, 'category'),
});

/** A category's name, slug and description; a new one is created, a saved one updated. */
export function CategoryForm({ category }: { category?: CatalogCategory }) {
  const toast = useToast();
  const navigate = useNavigate();
  const save = useCatalogChange((body: CategoryInput) =>
    category
      ? api.put('/admin/catalog/categories/{categoryId}', {
          params: { path: { categoryId: category._id } },
          body,
          fallbackMessage: 'Failed to save the category',
        })
      : api.post('/admin/catalog/categories', { body, fallbackMessage: 'Failed to add the category' }),
  );
  const { form, field } = useCheckedForm<CategoryValues>({
    defaultValues: {
      name: category?.name ?? '',
      slug: category?.slug ?? '',
      description: category?.description ?? '',
    },
    check,
    error: save.error,
    conflictField: 'slug',
  });
  const slugFollows = slugFollowsTitle(form, category === undefined);
  const nameField = field('name');

  const onSubmit = form.handleSubmit((values) =>
    save.mutate(
      { ...values, name: values.name.trim(), description: values.description.trim() },
      {
        onSuccess: ({ category: saved }) => {
          toast.success(`${saved.name} is saved`);
          if (!category) navigate(paths.category(saved._id), { replace: true });
        },
      },
    ),
  );
  const title = category ? category.name : 'New category';

  return (
    <Container>
      <PageTitle title={title} />
      <Stack space="large">
        <PageHeading compact eyebrow="Catalog" title={title} />
        <Card padding="large">
          <FormProvider {...form}>
            <form onSubmit={onSubmit} noValidate aria-label="Category">
              <Stack space="large">
                <FailureAlert title="The category was not saved" failure={formFailure(save.error, 'slug')} />
                <TextField
                  label="Name"
                  required
                  maxLength={120}
                  {...nameField}
                  onChange={(event) => {
                    nameField.onChange(event);
                    slugFollows(event.target.value);
                  }}
                />
                <SlugField
                  error={form.formState.errors.slug?.message}
                  savedSlug={category?.slug}
                  prefix="/category/"
                  previousSlugs={category?.previousSlugs ?? []}
                />
                <TextArea label="Description" maxLength={2000} rows={4} {...field('description')} />
                <Inline space="small">
                  <Button type="submit" loading={save.isPending}>
                    {category ? 'Save category' : 'Add category'}
                  </Button>
                  <Button variant="secondary" onClick={() => navigate(`${paths.catalog}?tab=categories`)}>
                    Back to the catalog
                  </Button>
                </Inline>
              </Stack>
            </form>
          </FormProvider>
        </Card>
        {category ? <CategoryPlacement category={category} /> : null}
      </Stack>
    </Container>
  );
}

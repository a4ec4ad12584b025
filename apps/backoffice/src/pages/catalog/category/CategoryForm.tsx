import type { Schemas } from '@startwise/api-client';
import { slugFromTitle, slugProblem } from '@startwise/flows/rules';
import {
  Alert,
  Button,
  Card,
  Container,
  Inline,
  PageHeading,
  Stack,
  TextArea,
  TextField,
  useToast,
} from '@startwise/ui';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '../../../app/api';
import { paths } from '../../../app/paths';
import { PageTitle } from '../../../layout/PageTitle';
import { type CatalogCategory, useCatalogChange } from '../queries';
import { SlugField } from '../SlugField';
import { saveFailure, saveFieldErrors } from '../save-errors';
import { CategoryPlacement } from './CategoryPlacement';

type CategoryInput = Schemas['CatalogCategoryInput'];
type Errors = Partial<Record<keyof CategoryInput, string>>;

/** The server's rules for a category, checked before sending: a name, a slug of the contract's shape. */
function check(input: CategoryInput): Errors {
  const errors: Errors = {};
  if (!input.name.trim()) errors.name = 'Please enter the name';
  const slug = slugProblem(input.slug, 'category');
  if (slug) errors.slug = slug;
  return errors;
}

/** A category's name, slug and description; a new one is created, a saved one updated. */
export function CategoryForm({ category }: { category?: CatalogCategory }) {
  const toast = useToast();
  const navigate = useNavigate();
  const [input, setInput] = useState<CategoryInput>({
    name: category?.name ?? '',
    slug: category?.slug ?? '',
    description: category?.description ?? '',
  });
  // A new category's slug follows its name until the admin types a slug of their own.
  const [slugTouched, setSlugTouched] = useState(category !== undefined);
  const [errors, setErrors] = useState<Errors>({});
  const save = useCatalogChange((body: CategoryInput) =>
    category
      ? api.put('/admin/catalog/categories/{categoryId}', {
          params: { path: { categoryId: category._id } },
          body,
          fallbackMessage: 'Failed to save the category',
        })
      : api.post('/admin/catalog/categories', { body, fallbackMessage: 'Failed to add the category' }),
  );
  const fieldError = (name: keyof CategoryInput) => errors[name] ?? saveFieldErrors(save.error)[name];
  const change = (next: Partial<CategoryInput>) => {
    setInput((current) => ({ ...current, ...next }));
    setErrors((current) => ({ ...current, ...Object.fromEntries(Object.keys(next).map((key) => [key, undefined])) }));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = check(input);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save.mutate(
      { ...input, name: input.name.trim(), description: input.description?.trim() ?? '' },
      {
        onSuccess: ({ category: saved }) => {
          toast.success(`${saved.name} is saved`);
          if (!category) navigate(paths.category(saved._id), { replace: true });
        },
      },
    );
  };
  const title = category ? category.name : 'New category';
  const failure = saveFailure(save.error);

  return (
    <Container>
      <PageTitle title={title} />
      <Stack space="large">
        <PageHeading compact eyebrow="Catalog" title={title} />
        <Card padding="large">
          <form onSubmit={onSubmit} noValidate aria-label="Category">
            <Stack space="large">
              {failure ? (
                <Alert tone="critical" title="The category was not saved">
                  {failure}
                </Alert>
              ) : null}
              <TextField
                label="Name"
                required
                maxLength={120}
                value={input.name}
                error={fieldError('name')}
                onChange={(event) =>
                  change({
                    name: event.target.value,
                    ...(slugTouched ? {} : { slug: slugFromTitle(event.target.value) }),
                  })
                }
              />
              <SlugField
                value={input.slug}
                error={fieldError('slug')}
                savedSlug={category?.slug}
                prefix="/category/"
                previousSlugs={category?.previousSlugs ?? []}
                onChange={(slug) => {
                  setSlugTouched(true);
                  change({ slug });
                }}
              />
              <TextArea
                label="Description"
                maxLength={2000}
                rows={4}
                value={input.description ?? ''}
                error={fieldError('description')}
                onChange={(event) => change({ description: event.target.value })}
              />
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
        </Card>
        {category ? <CategoryPlacement category={category} /> : null}
      </Stack>
    </Container>
  );
}

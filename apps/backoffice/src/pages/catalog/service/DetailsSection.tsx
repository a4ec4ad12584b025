import { CATALOG_LIMITS } from '@startwise/flows/rules';
import { Select, TextArea, TextField } from '@startwise/ui';
import { Controller, useFormContext } from 'react-hook-form';
import { Section } from '../../../layout/Section';
import type { CatalogCategory, CatalogService } from '../queries';
import { SlugField, slugFollowsTitle } from '../SlugField';
import type { DraftSectionProps, ServiceDraft } from './service-draft';
import { listError } from './service-problems';

interface DetailsSectionProps extends DraftSectionProps {
  service?: CatalogService;
  categories: CatalogCategory[];
}

/** What names and files the service: its title, address, search snippet, categories and tags. */
export function DetailsSection({ errors, service, categories }: DetailsSectionProps) {
  const form = useFormContext<ServiceDraft>();
  const slugFollows = slugFollowsTitle(form, service === undefined);
  return (
    <Section title="Details">
      <TextField
        label="Title"
        required
        maxLength={CATALOG_LIMITS.titleLength}
        {...form.register('title', { onChange: (event) => slugFollows(event.target.value) })}
        error={errors.title}
      />
      <SlugField
        error={errors.slug}
        savedSlug={service?.slug}
        prefix="/service/"
        previousSlugs={service?.previousSlugs ?? []}
      />
      <TextArea
        label="Meta description"
        hint="What search engines show under the title."
        maxLength={CATALOG_LIMITS.metaDescriptionLength}
        rows={2}
        {...form.register('metaDescription')}
        error={errors.metaDescription}
      />
      <Controller
        control={form.control}
        name="categoryIds"
        render={({ field }) => (
          <Select
            multiple
            label="Categories"
            hint="The categories that list it; the first is its main one."
            required
            options={categories.map((category) => ({ value: category._id, label: category.name }))}
            value={field.value}
            error={listError(errors, 'categoryIds')}
            onChange={field.onChange}
          />
        )}
      />
      <TextField
        label="Tags"
        hint="Separated by commas; search finds the service by them."
        {...form.register('tags')}
        error={errors.tags}
      />
    </Section>
  );
}

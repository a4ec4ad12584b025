import { slugFromTitle } from '@startwise/flows/rules';
import { Select, TextArea, TextField } from '@startwise/ui';
import { useState } from 'react';
import { Section } from '../../../layout/Section';
import type { CatalogCategory, CatalogService } from '../queries';
import { SlugField } from '../SlugField';
import { type DraftSectionProps, listError } from './service-draft';

interface DetailsSectionProps extends DraftSectionProps {
  service?: CatalogService;
  categories: CatalogCategory[];
}

/** What names and files the service: its title, address, search snippet, categories and tags. */
export function DetailsSection({ draft, errors, onChange, service, categories }: DetailsSectionProps) {
  // A new service's slug follows its title until the admin types a slug of their own.
  const [slugTouched, setSlugTouched] = useState(service !== undefined);
  return (
    <Section title="Details">
      <TextField
        label="Title"
        required
        maxLength={200}
        value={draft.title}
        error={errors.title}
        onChange={(event) =>
          onChange({
            title: event.target.value,
            ...(slugTouched ? {} : { slug: slugFromTitle(event.target.value) }),
          })
        }
      />
      <SlugField
        value={draft.slug}
        error={errors.slug}
        savedSlug={service?.slug}
        prefix="/service/"
        previousSlugs={service?.previousSlugs ?? []}
        onChange={(slug) => {
          setSlugTouched(true);
          onChange({ slug });
        }}
      />
      <TextArea
        label="Meta description"
        hint="What search engines show under the title."
        maxLength={500}
        rows={2}
        value={draft.metaDescription}
        error={errors.metaDescription}
        onChange={(event) => onChange({ metaDescription: event.target.value })}
      />
      <Select
        multiple
        label="Categories"
        hint="The categories that list it; the first is its main one."
        required
        options={categories.map((category) => ({ value: category._id, label: category.name }))}
        value={draft.categoryIds}
        error={listError(errors, 'categoryIds')}
        onChange={(categoryIds) => onChange({ categoryIds })}
      />
      <TextField
        label="Tags"
        hint="Separated by commas; search finds the service by them."
        value={draft.tags}
        error={errors.tags}
        onChange={(event) => onChange({ tags: event.target.value })}
      />
    </Section>
  );
}

import { SLUG_MAX_LENGTH, slugFromTitle } from '@startwise/flows/rules';
import { Text } from '@startwise/ui';
import { type Path, type PathValue, type UseFormReturn, useWatch } from 'react-hook-form';
import { TrimmedTextField } from './TrimmedTextField';

/** The part of a catalog entry's form (a service, a category) that the slug field reads and writes. */
interface SlugValues {
  slug: string;
}

export interface SlugFieldProps {
  error?: string;
  /** The slug as saved (none for a new entry): a change from it is announced. */
  savedSlug?: string;
  /** The public address before the slug: '/service/' or '/category/'. */
  prefix: string;
  previousSlugs: readonly string[];
}

/** The form's `slug` and the address it makes; renaming a saved one says that the old address keeps working. */
export function SlugField({ error, savedSlug, prefix, previousSlugs }: SlugFieldProps) {
  const slug = useWatch<SlugValues, 'slug'>({ name: 'slug' });
  const renamed = savedSlug !== undefined && slug !== savedSlug;
  const hint = renamed
    ? `After saving, the old address ${prefix}${savedSlug} keeps working: it redirects (301) to ${prefix}${slug}.`
    : `The address: ${prefix}${slug || '…'}. Lowercase letters and digits, words joined by hyphens.`;
  return (
    <>
      <TrimmedTextField name="slug" label="Slug" required maxLength={SLUG_MAX_LENGTH} hint={hint} error={error} />
      {previousSlugs.length > 0 ? (
        <Text size="small" tone="muted">
          {`Earlier slugs, still redirecting here: ${previousSlugs.join(', ')}`}
        </Text>
      ) : null}
    </>
  );
}

/**
 * What a new entry's title (or name) field does on a change: the slug follows it until the admin types a slug of
 * their own (a saved entry's slug never follows).
 */
export function slugFollowsTitle<Values extends SlugValues>(form: UseFormReturn<Values>, isNew: boolean) {
  const slug = 'slug' as Path<Values>;
  return (title: string) => {
    if (isNew && !form.getFieldState(slug).isDirty) {
      form.setValue(slug, slugFromTitle(title) as PathValue<Values, Path<Values>>);
    }
  };
}

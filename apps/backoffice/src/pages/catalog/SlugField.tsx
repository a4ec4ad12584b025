import { Text, TextField } from '@startwise/ui';

export interface SlugFieldProps {
  value: string;
  error?: string;
  /** The slug as saved (none for a new entry): a change from it is announced. */
  savedSlug?: string;
  /** The public address before the slug: '/service/' or '/category/'. */
  prefix: string;
  previousSlugs: readonly string[];
  onChange: (slug: string) => void;
}

/** The slug and the address it makes; renaming a saved one says that the old address keeps working. */
export function SlugField({ value, error, savedSlug, prefix, previousSlugs, onChange }: SlugFieldProps) {
  const renamed = savedSlug !== undefined && value !== savedSlug;
  const hint = renamed
    ? `After saving, the old address ${prefix}${savedSlug} keeps working: it redirects (301) to ${prefix}${value}.`
    : `The address: ${prefix}${value || '…'}. Lowercase letters and digits, words joined by hyphens.`;
  return (
    <>
      <TextField
        label="Slug"
        required
        maxLength={120}
        hint={hint}
        value={value}
        error={error}
        onChange={(event) => onChange(event.target.value.trim())}
      />
      {previousSlugs.length > 0 ? (
        <Text size="small" tone="muted">
          {`Earlier slugs, still redirecting here: ${previousSlugs.join(', ')}`}
        </Text>
      ) : null}
    </>
  );
}

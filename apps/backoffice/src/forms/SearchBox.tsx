import { TextField } from '@startwise/ui';
import { forwardRef, useEffect } from 'react';
import { useController, useForm } from 'react-hook-form';

const SEARCH_DEBOUNCE_MS = 400;

interface SearchBoxProps {
  value: string;
  placeholder: string;
  onChange: (value: string | undefined) => void;
}

/** A list's search box: the address follows the typing after a short pause (or Enter), and a cleared address clears it. */
export const SearchBox = forwardRef<HTMLInputElement, SearchBoxProps>(function SearchBox(
  { value, placeholder, onChange },
  ref,
) {
  // `values`: a new address (back, Clear filters) puts its search in the box.
  const { control } = useForm({ values: { text: value } });
  const { field } = useController({ control, name: 'text' });
  const text = field.value;
  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => onChange(text.trim() || undefined), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value, onChange]);
  return (
    <TextField
      ref={ref}
      type="search"
      label="Search"
      placeholder={placeholder}
      value={text}
      maxLength={100}
      onChange={field.onChange}
      onKeyDown={(event) => {
        if (event.key === 'Enter') onChange(text.trim() || undefined);
      }}
    />
  );
});

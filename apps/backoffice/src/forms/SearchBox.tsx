import { TextField } from '@startwise/ui';
import { forwardRef, useEffect, useState } from 'react';

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
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
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
      onChange={(event) => setText(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') onChange(text.trim() || undefined);
      }}
    />
  );
});

import { Button, Column, Columns, Inline, TextField } from '@startwise/ui';
import { type FormEvent, useEffect, useRef } from 'react';

export interface SearchBoxProps {
  text: string;
  /** Search is disabled while the text is blank. */
  canSubmit: boolean;
  onType: (text: string) => void;
  onClear: () => void;
  onSubmit: () => void;
}

/** The search page's box with its Clear and Search buttons. */
export function SearchBox({ text, canSubmit, onType, onClear, onSubmit }: SearchBoxProps) {
  // The box is server-rendered: what a person typed before the page hydrated is in the input but not in the flow.
  // Once, on hydration, hand that text to the flow as typing, so it is searched like any other.
  const input = useRef<HTMLInputElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on hydration; later the flow and the box agree
  useEffect(() => {
    const typed = input.current?.value ?? '';
    if (typed !== text) onType(typed);
  }, []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <search aria-label="Search services">
      <form onSubmit={submit}>
        {/* A wide box with its buttons beside it; on a phone the box takes the whole row and the buttons go below. */}
        <Columns space="small" collapseBelow="tablet" alignY="bottom">
          <Column width="2/3">
            <TextField
              ref={input}
              label="Search services"
              type="search"
              name="q"
              autoComplete="off"
              placeholder="Search services..."
              value={text}
              onChange={(event) => onType(event.target.value)}
            />
          </Column>
          <Column width="content">
            <Inline space="small">
              {text ? (
                <Button variant="ghost" onClick={onClear}>
                  Clear
                </Button>
              ) : null}
              <Button type="submit" disabled={!canSubmit}>
                Search
              </Button>
            </Inline>
          </Column>
        </Columns>
      </form>
    </search>
  );
}

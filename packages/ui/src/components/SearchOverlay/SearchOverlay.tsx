import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { Button as AriaButton, Dialog, Modal, ModalOverlay } from 'react-aria-components';
import { visuallyHidden } from '../../css/reset.css';
import { Button } from '../Button';
import { Icon } from '../Icon';
import * as styles from './SearchOverlay.css';

export interface SearchOverlayProps {
  isOpen: boolean;
  /** Called with `false` on Escape, the close button or a click outside the panel. */
  onOpenChange: (isOpen: boolean) => void;
  /** Called with the trimmed, non-blank query when the user searches (e.g. go to /search?q=). */
  onSubmit: (query: string) => void;
  /** Called on every keystroke, for suggestions (the app debounces). */
  onQueryChange?: (query: string) => void;
  placeholder?: string;
  /** The suggestions slot under the input ('Searching...', results, 'View all results'). */
  children?: ReactNode;
}

function SearchPanel({
  onSubmit,
  onQueryChange,
  placeholder,
  children,
}: Omit<SearchOverlayProps, 'isOpen' | 'onOpenChange'>) {
  // The panel mounts on open, so each opening starts with an empty query.
  const [query, setQuery] = useState('');
  const inputId = useId();
  const isBlank = query.trim() === '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isBlank) onSubmit(query.trim());
  };
  return (
    <>
      <form className={styles.form} onSubmit={submit}>
        <label htmlFor={inputId} className={visuallyHidden}>
          Search services
        </label>
        <input
          id={inputId}
          className={styles.input}
          type="text"
          inputMode="search"
          enterKeyHint="search"
          autoComplete="off"
          // biome-ignore lint/a11y/noAutofocus: opening search is a request to type; spec 2 asks for focus on open.
          autoFocus
          placeholder={placeholder}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            onQueryChange?.(event.target.value);
          }}
        />
        <Button type="submit" disabled={isBlank}>
          Search
        </Button>
        <AriaButton slot="close" aria-label="Close search" className={styles.closeButton}>
          <Icon name="close" />
        </AriaButton>
      </form>
      {children}
    </>
  );
}

/**
 * The full-screen search shell (React Aria modal): opening clears the query and focuses the input,
 * Search is disabled while the query is blank, Escape or a click outside the panel closes it. The app
 * fills the results slot.
 */
export function SearchOverlay({
  isOpen,
  onOpenChange,
  placeholder = 'Search services...',
  ...panel
}: SearchOverlayProps) {
  return (
    <ModalOverlay isOpen={isOpen} onOpenChange={onOpenChange} isDismissable className={styles.overlay}>
      <Modal className={styles.modal}>
        <Dialog aria-label="Search" className={styles.dialog}>
          <SearchPanel placeholder={placeholder} {...panel} />
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

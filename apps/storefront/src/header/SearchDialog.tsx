import { quickSearchMachine, search } from '@startwise/flows';
import { SearchOverlay } from '@startwise/ui';
import { useMachine } from '@xstate/react';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { asServiceSummaries, searchServicesActor } from '../catalog/search-actors';
import { SearchSuggestions } from './SearchSuggestions';

/**
 * The full-screen search overlay, mounted on open so each opening starts cleared and focused; Escape or a click
 * outside closes it. The quick-search machine debounces suggestions (300 ms, from 2 characters).
 */
export default function SearchDialog({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const [snapshot, send] = useMachine(
    quickSearchMachine.provide({
      actors: { searchSuggestions: searchServicesActor },
      actions: { navigate: (_, { url }) => navigate(url) },
    }),
  );
  useEffect(() => send({ type: 'OPEN' }), [send]);
  const open = search.isOverlayOpen(snapshot);
  const close = () => {
    send({ type: 'CLOSE' });
    onClose();
  };
  return (
    <SearchOverlay
      isOpen
      onOpenChange={(isOpen) => {
        if (!isOpen) close();
      }}
      onQueryChange={(query) => send({ type: 'TYPE', query })}
      onSubmit={() => {
        // The flow goes to /search?q= and closes; the overlay follows.
        send({ type: 'SUBMIT' });
        onClose();
      }}
    >
      {open && search.showsSuggestions(snapshot) ? (
        <SearchSuggestions
          query={search.quickQuery(snapshot).trim()}
          searching={search.isSearchingSuggestions(snapshot)}
          results={asServiceSummaries(search.suggestions(snapshot))}
          noResults={search.noSuggestionsMessage(snapshot)}
          error={search.suggestionsError(snapshot)}
          onChoose={close}
        />
      ) : null}
    </SearchOverlay>
  );
}

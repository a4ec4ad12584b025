import { quickSearchMachine, search } from '@startwise/flows';
import { useFlow } from '@startwise/flows/react';
import { SearchOverlay } from '@startwise/ui';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { asServiceSummaries, searchServicesActor } from '../catalog/search-actors';
import { SearchSuggestions } from './SearchSuggestions';

const machine = quickSearchMachine.provide({ actors: { searchSuggestions: searchServicesActor } });

const selectors = {
  open: search.isOverlayOpen,
  showsSuggestions: search.showsSuggestions,
  query: search.quickQuery,
  searching: search.isSearchingSuggestions,
  suggestions: search.suggestions,
  noResults: search.noSuggestionsMessage,
  error: search.suggestionsError,
};

/**
 * The full-screen search overlay, mounted on open so each opening starts cleared and focused; Escape or a click
 * outside closes it. The quick-search machine debounces suggestions (300 ms, from 2 characters).
 */
export default function SearchDialog({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const { view, send, actorRef } = useFlow(machine, selectors);
  useEffect(() => send({ type: 'OPEN' }), [send]);
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
        // The flow closes and says where the visitor asked to go (/search?q=); the overlay follows.
        send({ type: 'SUBMIT' });
        const destination = search.quickSearchDestination(actorRef.getSnapshot());
        if (destination) navigate(destination);
        onClose();
      }}
    >
      {view.open && view.showsSuggestions ? (
        <SearchSuggestions
          query={view.query.trim()}
          searching={view.searching}
          results={asServiceSummaries(view.suggestions)}
          noResults={view.noResults}
          error={view.error}
          onChoose={close}
        />
      ) : null}
    </SearchOverlay>
  );
}

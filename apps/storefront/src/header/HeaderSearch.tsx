import { Button, Icon } from '@startwise/ui';
import { lazy, Suspense, useState } from 'react';

// The overlay (a modal dialog with its focus management) is fetched on first use: most visits never search.
const SearchDialog = lazy(() => import('./SearchDialog'));

/** The header's search button; opens the full-screen search overlay (spec 2). */
export function HeaderSearch() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="ghost" onClick={() => setOpen(true)} aria-haspopup="dialog" aria-label="Search">
        <Icon name="search" />
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <SearchDialog onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}

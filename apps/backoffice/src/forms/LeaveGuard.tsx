import { ConfirmDialog, Text } from '@startwise/ui';
import { useEffect } from 'react';
import { useBlocker } from 'react-router-dom';

/**
 * Stops a move to another back-office page while `dirty` (unsaved changes) and asks first; closing or reloading the
 * tab gets the browser's own question. A save that navigates (a new entry's first save) is not stopped: the changes
 * are saved by then and `dirty` is false.
 */
export function LeaveGuard({ dirty }: { dirty: boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  return (
    <ConfirmDialog
      isOpen={blocker.state === 'blocked'}
      onOpenChange={(open) => {
        if (!open) blocker.reset?.();
      }}
      title="Leave without saving?"
      confirmLabel="Leave and lose changes"
      cancelLabel="Stay on this page"
      onConfirm={() => blocker.proceed?.()}
    >
      <Text>The changes on this page are not saved yet. If you leave now, they are lost.</Text>
    </ConfirmDialog>
  );
}

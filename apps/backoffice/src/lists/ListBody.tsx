import { Skeleton, Spinner, Stack } from '@startwise/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadFailure } from '../layout/LoadFailure';

interface ListBodyProps {
  /** 'the queue': worded into 'The queue could not be loaded' and 'Loading the queue'. */
  noun: string;
  error: Error | null;
  hasData: boolean;
  isPending: boolean;
  onRetry: () => void;
  children: ReactNode;
}

/** ListBody's state from the list's query: `<ListBody noun="the queue" {...queryState(list)}>`. */
export const queryState = ({ error, data, isPending, refetch }: UseQueryResult) => ({
  error,
  hasData: data !== undefined,
  isPending,
  onRetry: () => void refetch(),
});

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * A list screen's table area: the first page loading, the failure (the server's words and Try again) when nothing
 * could be shown, else the table. A failed refresh keeps the rows on screen.
 */
export function ListBody({ noun, error, hasData, isPending, onRetry, children }: ListBodyProps) {
  if (error && !hasData) {
    return <LoadFailure title={`${capitalised(noun)} could not be loaded`} error={error} retry={onRetry} />;
  }
  if (isPending) {
    return (
      <Stack space="small">
        <Spinner label={`Loading ${noun}`} />
        <Skeleton shape="block" />
        <Skeleton shape="block" />
      </Stack>
    );
  }
  return <>{children}</>;
}

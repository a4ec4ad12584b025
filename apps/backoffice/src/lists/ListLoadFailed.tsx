import { Alert, Button, Stack } from '@startwise/ui';

/** A list that could not be loaded: what the server (or the client) said, and a way to ask again. */
export function ListLoadFailed({ title, error, onRetry }: { title: string; error: Error; onRetry: () => void }) {
  return (
    <Stack space="medium" align="left">
      <Alert tone="critical" title={title}>
        {error.message}
      </Alert>
      <Button variant="secondary" onClick={onRetry}>
        Try again
      </Button>
    </Stack>
  );
}

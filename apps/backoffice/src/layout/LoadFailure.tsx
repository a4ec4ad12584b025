import { Alert, Button, Stack } from '@startwise/ui';

/** Why a screen's data could not be loaded, with a way to ask again. */
export function LoadFailure({ title, error, retry }: { title: string; error: Error; retry: () => void }) {
  return (
    <Stack space="medium" align="left">
      <Alert tone="critical" title={title}>
        {error.message}
      </Alert>
      <Button variant="secondary" onClick={retry}>
        Try again
      </Button>
    </Stack>
  );
}

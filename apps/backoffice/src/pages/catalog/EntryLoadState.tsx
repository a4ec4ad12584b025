import { Alert, Button, Container, Spinner, Stack } from '@startwise/ui';
import { PageTitle } from '../../layout/PageTitle';

/** A catalog entry's editor before its entry arrives: loading, or why it could not be loaded with a retry. */
export function EntryLoadState({ noun, error, retry }: { noun: string; error: Error | null; retry: () => void }) {
  return (
    <Container>
      <PageTitle title={noun} />
      {error ? (
        <Stack space="medium" align="left">
          <Alert tone="critical" title={`The ${noun.toLowerCase()} could not be loaded`}>
            {error.message}
          </Alert>
          <Button variant="secondary" onClick={retry}>
            Try again
          </Button>
        </Stack>
      ) : (
        <Spinner label={`Loading the ${noun.toLowerCase()}`} />
      )}
    </Container>
  );
}

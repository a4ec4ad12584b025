import { Container, Spinner } from '@startwise/ui';
import { LoadFailure } from '../../layout/LoadFailure';
import { PageTitle } from '../../layout/PageTitle';

/** A catalog entry's editor before its entry arrives: loading, or why it could not be loaded with a retry. */
export function EntryLoadState({ noun, error, retry }: { noun: string; error: Error | null; retry: () => void }) {
  return (
    <Container>
      <PageTitle title={noun} />
      {error ? (
        <LoadFailure title={`The ${noun.toLowerCase()} could not be loaded`} error={error} retry={retry} />
      ) : (
        <Spinner label={`Loading the ${noun.toLowerCase()}`} />
      )}
    </Container>
  );
}

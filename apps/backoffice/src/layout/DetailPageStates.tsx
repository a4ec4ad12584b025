import { ApiError } from '@startwise/api-client';
import { Alert, Button, ButtonLink, Container, Inline, PageHeading, Skeleton, Spinner, Stack } from '@startwise/ui';
import { PageTitle } from './PageTitle';

/** A detail page (one submission, one transaction) while it loads. */
export function DetailLoading({ title, label }: { title: string; label: string }) {
  return (
    <Container>
      <PageTitle title={title} />
      <Stack space="medium">
        <Spinner label={label} />
        <Skeleton shape="heading" width="half" />
        <Skeleton shape="block" />
      </Stack>
    </Container>
  );
}

interface DetailLoadFailedProps {
  /** What the page shows, e.g. 'Submission' (titles 'Submission not found', 'The submission could not be loaded'). */
  thing: string;
  error: Error;
  retry: () => void;
  back: { href: string; label: string };
}

/**
 * A detail page that could not be loaded: an unknown (or malformed) id is "not found" with the way back; anything
 * else can be tried again.
 */
export function DetailLoadFailed({ thing, error, retry, back }: DetailLoadFailedProps) {
  const missing = error instanceof ApiError && (error.status === 404 || error.status === 400);
  const notFound = `${thing} not found`;
  return (
    <Container>
      <PageTitle title={missing ? notFound : thing} />
      <Stack space="large" align="left">
        <PageHeading title={missing ? notFound : `The ${thing.toLowerCase()} could not be loaded`} />
        <Alert tone="critical">{error.message}</Alert>
        <Inline space="small">
          {missing ? null : <Button onClick={retry}>Try again</Button>}
          <ButtonLink href={back.href} variant={missing ? 'primary' : 'secondary'}>
            {back.label}
          </ButtonLink>
        </Inline>
      </Stack>
    </Container>
  );
}

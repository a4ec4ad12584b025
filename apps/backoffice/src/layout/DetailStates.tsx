import { ApiError } from '@startwise/api-client';
import { Alert, Button, ButtonLink, Container, Inline, PageHeading, Skeleton, Spinner, Stack } from '@startwise/ui';
import { PageTitle } from './PageTitle';

/** A record's page while it loads ('Submission', 'Loading the submission'). */
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

interface DetailFailedProps {
  error: Error;
  retry: () => void;
  /** 'Submission': worded into 'Submission not found' and 'The submission could not be loaded'. */
  noun: string;
  back: { href: string; label: string };
}

/** A record's page that could not be loaded: not found (nothing to retry), or a failure with Try again. */
export function DetailFailed({ error, retry, noun, back }: DetailFailedProps) {
  const missing = error instanceof ApiError && (error.status === 404 || error.status === 400);
  const title = missing ? `${noun} not found` : `The ${noun.toLowerCase()} could not be loaded`;
  return (
    <Container>
      <PageTitle title={missing ? title : noun} />
      <Stack space="large" align="left">
        <PageHeading compact title={title} />
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

import { ButtonLink, Container, EmptyState, PageHeading, Stack } from '@startwise/ui';
import { paths } from '../app/paths';
import { PageTitle } from '../layout/PageTitle';

/** What an operator sees on an admin-only page: a clear refusal and the way back to their work. */
export function NotAllowed() {
  return (
    <Container>
      <PageTitle title="Not allowed" />
      <Stack space="large">
        <PageHeading compact title="Not allowed" />
        <EmptyState
          icon="alert"
          title="You are not allowed to see this page"
          description="Payments, staff management and the audit log are for admins. Ask an admin if you need something here."
          action={<ButtonLink href={paths.queue}>Back to the queue</ButtonLink>}
        />
      </Stack>
    </Container>
  );
}

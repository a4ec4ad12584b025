import { ButtonLink, Container, IconBadge, PageHeading, Stack } from '@startwise/ui';
import { paths } from '../../app/paths';
import { PageTitle } from '../../layout/PageTitle';

/** Any back-office address the route table does not know. */
export function NotFoundPage() {
  return (
    <Container>
      <PageTitle title="Page not found" />
      <Stack space="large" align="center">
        <IconBadge icon="compass" />
        <PageHeading
          compact
          title="This page does not exist"
          description="The address may be mistyped, or the page may have moved."
        />
        <ButtonLink href={paths.queue}>Back to the queue</ButtonLink>
      </Stack>
    </Container>
  );
}

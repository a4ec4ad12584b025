import { ButtonLink, Container, IconBadge, Inline, PageHeading, Stack } from '@startwise/ui';
import { Seo } from '../../seo/Seo';

/** Any path the route table does not know (spec 2). */
export function NotFoundPage() {
  return (
    <Container>
      <Seo title="Page Not Found" description="The page you are looking for does not exist." noIndex />
      <Stack space="large" align="center">
        <IconBadge icon="compass" />
        <PageHeading
          title="Oops! We've lost this page in space."
          description="The page you are looking for may have moved, or the address may be mistyped."
        />
        <Inline space="medium" align="center">
          <ButtonLink href="/">Back to Home</ButtonLink>
          <ButtonLink href="/services" variant="secondary">
            Explore Services
          </ButtonLink>
        </Inline>
      </Stack>
    </Container>
  );
}

import { ButtonLink } from '@startwise/ui';
import { PageMessage } from '../../app/PageMessage';
import { Seo } from '../../seo/Seo';

/** Any path the route table does not know (spec 2). */
export function NotFoundPage() {
  return (
    <>
      <Seo title="Page Not Found" description="The page you are looking for does not exist." noIndex />
      <PageMessage
        icon="compass"
        title="Oops! We've lost this page in space."
        description="The page you are looking for may have moved, or the address may be mistyped."
        actions={
          <>
            <ButtonLink href="/">Back to Home</ButtonLink>
            <ButtonLink href="/services" variant="secondary">
              Explore Services
            </ButtonLink>
          </>
        }
      />
    </>
  );
}

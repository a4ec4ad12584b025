import { ApiError } from '@startwise/api-client';
import { loginRedirectUrl } from '@startwise/flows/rules';
import { formatRupees } from '@startwise/format';
import {
  Accordion,
  AsideLayout,
  ButtonLink,
  Card,
  Column,
  Columns,
  Container,
  Heading,
  PageHeading,
  ServiceIconTile,
  Skeleton,
  Stack,
  StickyActionBar,
} from '@startwise/ui';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useLocation, useParams, useSearchParams } from 'react-router-dom';
import { PageMessage } from '../../app/PageMessage';
import { configQuery } from '../../app/queries';
import { useSession } from '../../app/session';
import { useMediaUrl } from '../../catalog/useMediaUrl';
import { Seo } from '../../seo/Seo';
import { serviceJsonLd } from '../../seo/service-json-ld';
import { useSiteOrigin } from '../../seo/site-origin';
import { serviceQuery } from './queries';
import { RelatedServices } from './RelatedServices';
import { ServiceDescription } from './ServiceDescription';
import { ServiceOffer } from './ServiceOffer';

// Only a signed-in customer gets the form: its fields, selects and flow are a chunk of their own, which a visitor's
// page (what search engines and most first visits see) neither downloads nor runs.
const ApplicationForm = lazy(() => import('./ApplicationForm').then((module) => ({ default: module.ApplicationForm })));
// Only the compliance calendar's "File now" links need it (with the calendar's rules): its own chunk.
const PrefilledApplicationForm = lazy(() => import('./PrefilledApplicationForm'));

/**
 * Spec 2 Service detail. Anyone can read it (and search engines index it; the server renders it); applying needs an
 * account.
 */
export function ServiceDetailPage() {
  const slug = useParams().slug ?? '';
  const { data, error, isPending } = useQuery(serviceQuery(slug));
  const { data: config } = useQuery(configQuery);
  // The shell's session: a visitor on the server and until hydration, so the page can be rendered by the server.
  const signedIn = useSession().user !== null;
  const mediaUrl = useMediaUrl();
  const origin = useSiteOrigin();
  const { search } = useLocation();
  const [query] = useSearchParams();
  const fileNow = { companyId: query.get('company'), obligationId: query.get('obligation') };

  if (isPending) {
    return (
      <Container>
        <Seo title="Service" description="Service details." />
        <Stack space="large">
          <Skeleton shape="block" />
          <Skeleton shape="heading" width="half" />
        </Stack>
      </Container>
    );
  }

  if (error) {
    const missing = error instanceof ApiError && (error.status === 404 || error.status === 400);
    return (
      <>
        <Seo title="Service Not Found" description="This service does not exist." noIndex />
        <PageMessage
          icon={missing ? 'compass' : 'alert'}
          tone={missing ? 'brand' : 'critical'}
          title="Service Not Found"
          description={
            missing ? 'The service you are looking for does not exist or may have been removed.' : error.message
          }
          actions={<ButtonLink href="/">Back to Home</ButtonLink>}
        />
      </>
    );
  }

  const { service } = data;
  const thumbnail = mediaUrl(service.thumbnail);
  // The form below, or the sign-in page that comes back to it (with a "File now" link's company and obligation).
  const applyHref = signedIn ? '#apply-heading' : loginRedirectUrl(`/service/${service.slug}${search}`);
  const form = { slug: service.slug, fields: service.fields, submitLabel: service.submit_label };

  return (
    <Container>
      <Seo
        title={service.title}
        description={service.metaDescription}
        image={thumbnail}
        jsonLd={serviceJsonLd(service, { origin, brand: config?.brand.name ?? 'Startwise', image: thumbnail })}
      />
      <Stack space="xxlarge">
        <AsideLayout
          intro={
            <Columns space="large" alignY="center" collapseBelow="tablet">
              <Column width="content">
                <ServiceIconTile name={service.icon} />
              </Column>
              <Column>
                <PageHeading
                  title={service.title}
                  eyebrow={service.categories[0]?.name}
                  description={service.metaDescription}
                />
              </Column>
            </Columns>
          }
          aside={<ServiceOffer service={service} applyHref={applyHref} signedIn={signedIn} />}
        >
          <Stack space="xlarge">
            <Stack space="medium" as="section" aria-labelledby="service-about">
              <Heading level="2" id="service-about">
                About this Service
              </Heading>
              {/* The description's own headings are h3s, under this h2. */}
              <ServiceDescription html={service.description} />
            </Stack>
            {service.faqs.length > 0 ? (
              <Stack space="medium" as="section" aria-labelledby="service-faqs">
                <Heading level="2" id="service-faqs">
                  Frequently Asked Questions
                </Heading>
                <Accordion
                  headingLevel={3}
                  items={service.faqs.map((faq, index) => ({ id: `faq-${index}`, title: faq.q, content: faq.a }))}
                />
              </Stack>
            ) : null}
            {signedIn ? (
              <Card padding="large" as="section" aria-labelledby="apply-heading">
                <Stack space="large">
                  <Heading level="2" id="apply-heading">
                    Apply for this Service
                  </Heading>
                  <Suspense fallback={<Skeleton shape="block" />}>
                    {fileNow.companyId && fileNow.obligationId ? (
                      <PrefilledApplicationForm
                        {...form}
                        companyId={fileNow.companyId}
                        obligationId={fileNow.obligationId}
                      />
                    ) : (
                      <ApplicationForm {...form} />
                    )}
                  </Suspense>
                </Stack>
              </Card>
            ) : null}
          </Stack>
        </AsideLayout>
        <RelatedServices service={service} />
        <StickyActionBar aria-label={`Apply for ${service.title}`}>
          <ButtonLink href={applyHref} fullWidth>
            {`Apply — ${formatRupees(service.price)}`}
          </ButtonLink>
        </StickyActionBar>
      </Stack>
    </Container>
  );
}

import { ApiError } from '@startwise/api-client';
import { discountPercent, loginRedirectUrl } from '@startwise/flows/rules';
import {
  Accordion,
  ButtonLink,
  Card,
  Column,
  Columns,
  Container,
  Heading,
  PageHeading,
  Price,
  Skeleton,
  Stack,
  Text,
} from '@startwise/ui';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { PageMessage } from '../../app/PageMessage';
import { configQuery } from '../../app/queries';
import { useSession } from '../../app/session';
import { useMediaUrl } from '../../catalog/useMediaUrl';
import { Seo } from '../../seo/Seo';
import { serviceJsonLd } from '../../seo/service-json-ld';
import { useSiteOrigin } from '../../seo/site-origin';
import { ApplicationForm } from './ApplicationForm';
import { serviceQuery } from './queries';
import { RelatedServices } from './RelatedServices';
import { ServiceDescription } from './ServiceDescription';

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
  const percentOff = discountPercent(service.price, service.mrp, service.discountable);

  return (
    <Container>
      <Seo
        title={service.title}
        description={service.metaDescription}
        image={thumbnail}
        jsonLd={serviceJsonLd(service, { origin, brand: config?.brand.name ?? 'Startwise', image: thumbnail })}
      />
      <Stack space="xxlarge">
        <Columns space="xlarge" collapseBelow="desktop">
          <Column width="2/3">
            <Stack space="xlarge">
              {thumbnail ? (
                <img src={thumbnail} alt="" width={640} height={360} style={{ width: '100%', height: 'auto' }} />
              ) : null}
              <PageHeading
                title={service.title}
                eyebrow={service.categories[0]?.name}
                description={service.metaDescription}
              />
              <Price
                price={service.price}
                mrp={service.discountable ? service.mrp : undefined}
                percentOff={percentOff}
                size="large"
              />
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
            </Stack>
          </Column>
          <Column width="1/3">
            <Card padding="large" as="section" aria-labelledby="apply-heading">
              <Stack space="large">
                <Heading level="2" id="apply-heading">
                  Apply for this Service
                </Heading>
                {signedIn ? (
                  <ApplicationForm slug={service.slug} fields={service.fields} submitLabel={service.submit_label} />
                ) : (
                  <Stack space="medium">
                    <Text>Log in to fill in the application form and upload your documents.</Text>
                    <ButtonLink href={loginRedirectUrl(`/service/${service.slug}`)} fullWidth>
                      Login to Apply
                    </ButtonLink>
                  </Stack>
                )}
              </Stack>
            </Card>
          </Column>
        </Columns>
        <RelatedServices service={service} />
      </Stack>
    </Container>
  );
}

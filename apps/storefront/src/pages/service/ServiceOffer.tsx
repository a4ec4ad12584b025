import type { Schemas } from '@startwise/api-client';
import { discountPercent, PRICE_INCLUDES_GST, turnaroundText } from '@startwise/flows/rules';
import { ButtonLink, Card, Heading, List, Price, Stack, Text } from '@startwise/ui';

export interface ServiceOfferProps {
  service: Schemas['Service'];
  /** The application form on this page, or the sign-in page that comes back to it. */
  applyHref: string;
  signedIn: boolean;
}

/**
 * What a visitor decides with, in the first screen: the price with its MRP and discount, that it includes GST, how
 * long the work usually takes, what the price includes, and the call to action.
 */
export function ServiceOffer({ service, applyHref, signedIn }: ServiceOfferProps) {
  return (
    <Card padding="large" as="section" aria-labelledby="offer-heading">
      <Stack space="large">
        <Heading level="4" as="h2" id="offer-heading">
          Price
        </Heading>
        <Stack space="xsmall">
          <Price
            price={service.price}
            mrp={service.discountable ? service.mrp : undefined}
            percentOff={discountPercent(service.price, service.mrp, service.discountable)}
            size="large"
          />
          <Text tone="muted" size="small">
            {PRICE_INCLUDES_GST}
          </Text>
        </Stack>
        <Text weight="medium">{turnaroundText(service.turnaroundDays)}</Text>
        {service.included.length > 0 ? (
          <Stack space="small" as="section" aria-labelledby="included-heading">
            <Heading level="4" as="h3" id="included-heading">
              What is included
            </Heading>
            <List marker="check" items={service.included} />
          </Stack>
        ) : null}
        <Stack space="small">
          <ButtonLink href={applyHref} fullWidth>
            {signedIn ? 'Apply now' : 'Login to Apply'}
          </ButtonLink>
          {signedIn ? null : (
            <Text tone="muted" size="small">
              Log in to fill in the application form and upload your documents.
            </Text>
          )}
        </Stack>
      </Stack>
    </Card>
  );
}

import { ButtonLink, Card, Heading, Inline, Stack, Text } from '@startwise/ui';
import { useQuery } from '@tanstack/react-query';
import { configQuery } from '../../app/queries';

/** The 'Talk To An Expert' target (#expert): a call or a message to the team. */
export function CallToAction() {
  const { data: config } = useQuery(configQuery);
  const phone = config?.brand.supportPhone ?? '+91 80 4718 2200';
  return (
    <Card as="section" padding="large" tone="raised" id="expert" aria-labelledby="expert-title">
      <Stack space="medium" align="center">
        <Heading level="2" id="expert-title">
          Talk To An Expert
        </Heading>
        <Text align="center" tone="muted">
          Not sure which registration or licence your business needs? Our consultants will review your plans and
          recommend the right structure — free of charge.
        </Text>
        <Inline space="medium" align="center">
          <ButtonLink href="/contact-us">Talk To An Expert</ButtonLink>
          <ButtonLink href={`tel:${phone.replace(/\s+/g, '')}`} variant="secondary">
            Call Us Now
          </ButtonLink>
        </Inline>
        <Text size="small" tone="muted" align="center">
          {`${phone} · Monday to Friday 9am-6pm IST, Saturday 10am-2pm`}
        </Text>
      </Stack>
    </Card>
  );
}

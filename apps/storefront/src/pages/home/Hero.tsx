import { Badge, ButtonLink, Heading, Inline, Stack, Text } from '@startwise/ui';

/** The home page's claims (spec 1). */
const CLAIMS = [
  'Recognised by Startup India',
  'Trusted by 500+ startups',
  '5-star rated',
  '98% success rate',
  'Money-back guarantee',
  '100% online process',
  'Dedicated support manager',
];

export function Hero() {
  return (
    <Stack as="section" space="large" align="center" aria-labelledby="hero-title">
      <Heading level="1" id="hero-title">
        Start, register and grow your business — without the paperwork
      </Heading>
      <Text size="large" tone="muted" align="center">
        From company incorporation and GST registration to trademarks, compliance and funding, our experts handle the
        filings while you build your business.
      </Text>
      <Inline space="medium" align="center">
        <ButtonLink href="/services" size="large">
          Explore Our Services
        </ButtonLink>
        <ButtonLink href="#expert" size="large" variant="secondary">
          Talk To An Expert
        </ButtonLink>
      </Inline>
      <Inline as="ul" space="small" align="center" aria-label="Why founders choose us">
        {CLAIMS.map((claim) => (
          <li key={claim}>
            <Badge tone="positive">{claim}</Badge>
          </li>
        ))}
      </Inline>
    </Stack>
  );
}

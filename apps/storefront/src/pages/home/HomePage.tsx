import { Box, Container, Stack } from '@startwise/ui';
import { Seo } from '../../seo/Seo';
import { CallToAction } from './CallToAction';
import { Hero } from './Hero';
import { ServicesTabs } from './ServicesTabs';
import { Statistics } from './Statistics';
import { Testimonials } from './Testimonials';

export function HomePage() {
  return (
    <>
      <Seo
        title="Home"
        description="Company registration, GST, trademarks, compliance and funding support for Indian startups and small businesses — 100% online, with a dedicated expert."
      />
      <Container>
        <Box paddingY="large">
          <Stack space="xxlarge">
            <Hero />
            <ServicesTabs />
            <Statistics />
            <Testimonials />
            <CallToAction />
          </Stack>
        </Box>
      </Container>
    </>
  );
}

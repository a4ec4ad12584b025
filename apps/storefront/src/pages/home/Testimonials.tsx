import { Card, Carousel, Heading, Stack, Text } from '@startwise/ui';

/** Spec 1: three static testimonials rated 5, 5 and 4. */
const TESTIMONIALS = [
  {
    id: 'priya',
    name: 'Priya Raghavan',
    business: 'Founder, Kaveri Organics, Chennai',
    rating: 5,
    quote:
      'We went from an idea to a registered private limited company with GST in under three weeks. Our support manager answered every question the same day.',
  },
  {
    id: 'arjun',
    name: 'Arjun Mehta',
    business: 'Co-founder, LedgerLeaf Technologies, Pune',
    rating: 5,
    quote:
      'The trademark filing was handled end to end, including the examination reply. Clear pricing, no surprises, and every document tracked online.',
  },
  {
    id: 'fatima',
    name: 'Fatima Sheikh',
    business: 'Owner, Noor Textiles, Surat',
    rating: 4,
    quote:
      'Switching our monthly GST returns to Startwise saved me hours every month. The reminders alone have kept us clear of late fees.',
  },
];

const MAX_RATING = 5;

export function Testimonials() {
  return (
    <Stack as="section" space="large" aria-labelledby="testimonials-title">
      <Heading level="2" id="testimonials-title">
        What Our Clients Say
      </Heading>
      <Carousel
        aria-label="Testimonials"
        slides={TESTIMONIALS.map((testimonial) => ({
          id: testimonial.id,
          content: (
            <Card as="article" padding="large" aria-label={`Testimonial from ${testimonial.name}`}>
              <Stack space="medium">
                <Text tone="caution" size="large">
                  <span role="img" aria-label={`Rated ${testimonial.rating} out of ${MAX_RATING}`}>
                    {'★'.repeat(testimonial.rating) + '☆'.repeat(MAX_RATING - testimonial.rating)}
                  </span>
                </Text>
                <Text size="large">{`“${testimonial.quote}”`}</Text>
                <Text weight="strong">{testimonial.name}</Text>
                <Text tone="muted" size="small">
                  {testimonial.business}
                </Text>
              </Stack>
            </Card>
          ),
        }))}
      />
    </Stack>
  );
}

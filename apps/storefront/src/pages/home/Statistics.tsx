import { Grid, Heading, Stack, StatCounter } from '@startwise/ui';

/** Spec 1's static marketing figures. */
const FIGURES = [
  { value: 500, suffix: '+', label: 'Businesses Registered' },
  { value: 1250, suffix: '+', label: 'Happy Clients' },
  { value: 50, suffix: '+', label: 'Expert Consultants' },
  { value: 98, suffix: '%', label: 'Success Rate' },
];

/** The figures as they are from the first paint (the server's HTML included): no count-up from 0. */
export function Statistics() {
  return (
    <Stack as="section" space="large" aria-labelledby="statistics-title">
      <Heading level="2" id="statistics-title">
        Our Impact in Numbers
      </Heading>
      <Grid columns={{ mobile: 2, desktop: 4 }} space="large">
        {FIGURES.map((figure) => (
          <StatCounter key={figure.label} value={figure.value} suffix={figure.suffix} label={figure.label} />
        ))}
      </Grid>
    </Stack>
  );
}

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Box } from '../components/Box';
import { Grid } from '../components/Grid';
import { Heading } from '../components/Heading';
import { Inline } from '../components/Inline';
import { Stack } from '../components/Stack';
import { Text } from '../components/Text';
import * as styles from './Foundations.css';
import { headingLevels, radiusScale, shadowScale, spaceScale, textSizes } from './tokenType';

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Stack space="medium">
      <Heading level="3" as="h2">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

/** Every colour role of the contract, as the selected brand fills it. */
function Colour() {
  return (
    <Section title="Colour roles">
      <Grid columns={{ mobile: 1, tablet: 2, desktop: 3 }} space="small">
        {Object.keys(styles.colourRoles).map((role) => (
          <Inline key={role} space="small" alignY="center">
            <span className={`${styles.swatch} ${styles.swatchColour[role]}`} />
            <Text size="small">{role}</Text>
          </Inline>
        ))}
      </Grid>
    </Section>
  );
}

/** The brand's typefaces and type scale (the larger scale applies from the tablet breakpoint up). */
function Type() {
  return (
    <Section title="Type">
      {headingLevels.map((level) => (
        <Heading key={level} level={level} as="p">
          Heading {level}: Register your company
        </Heading>
      ))}
      {textSizes.map((size) => (
        <Text key={size} size={size}>
          Text {size}: Private Limited registration for Aarav Agarwal &amp; Sons from ₹6,999
        </Text>
      ))}
      <Inline space="large">
        {(['regular', 'medium', 'semibold', 'strong'] as const).map((weight) => (
          <Text key={weight} weight={weight}>
            {weight} ₹1,49,999
          </Text>
        ))}
      </Inline>
    </Section>
  );
}

/** The space scale (multiples of the brand's grid) and the corner radii. */
function Spacing() {
  return (
    <Stack space="xlarge">
      <Section title="Space">
        {spaceScale.map((space) => (
          <Inline key={space} space="small" alignY="center">
            <Box className={styles.spaceBar[space]} />
            <Text size="small">{space}</Text>
          </Inline>
        ))}
      </Section>
      <Section title="Radius">
        <Inline space="large">
          {radiusScale.map((radius) => (
            <Stack key={radius} space="xsmall" align="center">
              <span className={styles.radiusSample[radius]} />
              <Text size="xsmall">{radius}</Text>
            </Stack>
          ))}
        </Inline>
      </Section>
    </Stack>
  );
}

/** Shadows from a resting card to a dialog, and the one focus ring every control shows on keyboard focus. */
function Elevation() {
  return (
    <Stack space="xlarge">
      <Section title="Elevation">
        <Inline space="xlarge">
          {shadowScale.map((shadow) => (
            <Stack key={shadow} space="small" align="center">
              <span className={styles.shadowSample[shadow]} />
              <Text size="xsmall">shadow {shadow}</Text>
            </Stack>
          ))}
        </Inline>
      </Section>
      <Section title="Focus ring">
        <Stack space="small">
          <span className={styles.focusSample} />
          <Text size="small" tone="muted">
            Drawn on :focus-visible only, outside the control, in the brand's focus colour.
          </Text>
        </Stack>
      </Section>
    </Stack>
  );
}

const meta = {
  title: 'Foundations/Tokens',
  tags: ['autodocs'],
  parameters: {
    fullWidth: true,
    screenshot: { disable: true },
    docs: {
      description: {
        component: `The theme contract's values in the selected brand (switch the toolbar's theme to compare): colour
roles, typefaces and type scale, space and radius scales, elevation and the focus ring. Components use only these
roles; a brand changes them in its tokens (see \`docs/theming.md\`). The logo and icons have their own pages.`,
      },
    },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const ColourRoles: Story = {
  render: () => <Colour />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('brand')).toBeVisible();
    await expect(canvas.getByText('critical-soft')).toBeVisible();
  },
};

export const Typography: Story = {
  render: () => <Type />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Heading 1:/)).toBeVisible();
    // The brand typeface is loaded for the page's text (₹ included).
    await document.fonts.ready;
    await expect([...document.fonts].some((face) => face.status === 'loaded')).toBe(true);
  },
};

export const SpaceAndRadius: Story = {
  render: () => <Spacing />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('xxlarge')).toBeVisible();
  },
};

export const ElevationAndFocus: Story = {
  render: () => <Elevation />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('shadow large')).toBeVisible();
  },
};

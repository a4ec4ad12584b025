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

/** The current theme's tokens, by role: switch the toolbar's theme to compare brands. */
function Foundations() {
  return (
    <Stack space="xlarge">
      <Stack space="medium">
        <Heading level="3" as="h2">
          Colour roles
        </Heading>
        <Grid columns={{ mobile: 1, tablet: 2, desktop: 3 }} space="small">
          {Object.keys(styles.colourRoles).map((role) => (
            <Inline key={role} space="small" alignY="center">
              <span className={`${styles.swatch} ${styles.swatchColour[role]}`} />
              <Text size="small">{role}</Text>
            </Inline>
          ))}
        </Grid>
      </Stack>
      <Stack space="small">
        <Heading level="3" as="h2">
          Type
        </Heading>
        {headingLevels.map((level) => (
          <Heading key={level} level={level} as="p">
            Heading {level}: Register your company
          </Heading>
        ))}
        {textSizes.map((size) => (
          <Text key={size} size={size}>
            Text {size}: Professional service to help your business succeed
          </Text>
        ))}
      </Stack>
      <Stack space="small">
        <Heading level="3" as="h2">
          Space
        </Heading>
        {spaceScale.map((space) => (
          <Inline key={space} space="small" alignY="center">
            <Box className={styles.spaceBar[space]} />
            <Text size="small">{space}</Text>
          </Inline>
        ))}
      </Stack>
      <Inline space="large">
        {radiusScale.map((radius) => (
          <Stack key={radius} space="xsmall" align="center">
            <span className={styles.radiusSample[radius]} />
            <Text size="xsmall">radius {radius}</Text>
          </Stack>
        ))}
        {shadowScale.map((shadow) => (
          <Stack key={shadow} space="xsmall" align="center">
            <span className={styles.shadowSample[shadow]} />
            <Text size="xsmall">shadow {shadow}</Text>
          </Stack>
        ))}
      </Inline>
    </Stack>
  );
}

const meta = {
  title: 'Foundations/Tokens',
  component: Foundations,
  tags: ['autodocs'],
  parameters: {
    fullWidth: true,
    screenshot: { disable: true },
    docs: {
      description: {
        component: `The theme contract's values in the selected brand: colour roles, type scale, space scale, radii
and shadows. Components use only these roles; a brand changes them in its tokens (see \`docs/theming.md\`).`,
      },
    },
  },
} satisfies Meta<typeof Foundations>;

export default meta;

export const Tokens: StoryObj<typeof meta> = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('brand')).toBeVisible();
    await expect(canvas.getByText('critical-soft')).toBeVisible();
  },
};

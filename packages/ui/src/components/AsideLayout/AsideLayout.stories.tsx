import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ButtonLink } from '../Button';
import { Card } from '../Card';
import { Container } from '../Container';
import { Heading } from '../Heading';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { AsideLayout } from './AsideLayout';

const meta = {
  title: 'Layout/AsideLayout',
  component: AsideLayout,
  tags: ['autodocs'],
  args: {
    intro: (
      <Stack space="small">
        <Heading level="1">Trademark Registration</Heading>
        <Text tone="muted">Protect your brand name and logo across India.</Text>
      </Stack>
    ),
    aside: (
      <Card padding="large">
        <Stack space="medium">
          <Text weight="strong">₹6,999 incl. 18% GST</Text>
          <ButtonLink href="#apply" fullWidth>
            Apply now
          </ButtonLink>
        </Stack>
      </Card>
    ),
    children: (
      <Stack space="medium">
        <Heading level="2">What is included</Heading>
        <Text>A search of the trademark registry, the application drafted and filed, and replies to objections.</Text>
      </Stack>
    ),
  },
  decorators: [
    (Story) => (
      <Container>
        <Story />
      </Container>
    ),
  ],
  parameters: {
    fullWidth: true,
    docs: {
      description: {
        component: `A detail page (a service) with a side card: \`intro\` (the heading and the lines under it),
\`aside\` (what the visitor decides with: the price and its call to action) and the rest of the page. On a desktop
the card sits beside the page and stays in view while it scrolls; on a phone it comes right after the intro, so it
is in the first screen there too, not after all the content.`,
      },
    },
  },
} satisfies Meta<typeof AsideLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A desktop: the card beside the intro, on its right. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas }) => {
    const intro = canvas.getByRole('heading', { level: 1 }).getBoundingClientRect();
    const card = canvas.getByRole('link', { name: 'Apply now' }).getBoundingClientRect();
    await expect(card.left).toBeGreaterThan(intro.right);
  },
};

/** A phone: the card right under the intro, before the rest of the page. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    const intro = canvas.getByRole('heading', { level: 1 }).getBoundingClientRect();
    const card = canvas.getByRole('link', { name: 'Apply now' }).getBoundingClientRect();
    const content = canvas.getByRole('heading', { level: 2 }).getBoundingClientRect();
    await expect(card.top).toBeGreaterThan(intro.bottom);
    await expect(card.bottom).toBeLessThan(content.top);
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ButtonLink } from '../Button';
import { Container } from '../Container';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { StickyActionBar } from './StickyActionBar';

const meta = {
  title: 'Layout/StickyActionBar',
  component: StickyActionBar,
  tags: ['autodocs'],
  args: {
    'aria-label': 'Apply for Trademark Registration',
    children: (
      <ButtonLink href="#apply" fullWidth>
        Apply — ₹6,999
      </ButtonLink>
    ),
  },
  render: (args) => (
    <Container>
      <Stack space="medium">
        {Array.from({ length: 3 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical filler paragraphs.
          <Text key={index}>
            The page's content scrolls under the bar: what is included, the documents needed, the steps and the
            questions customers ask.
          </Text>
        ))}
      </Stack>
      <StickyActionBar {...args} />
    </Container>
  ),
  parameters: {
    fullWidth: true,
    docs: {
      description: {
        component: `The page's one call to action, held at the bottom of a phone's screen while the page scrolls
(sticky, not fixed: it stops above the footer and covers nothing), edge to edge out of the container's padding.
Hidden on a desktop, where a sticky side card (\`AsideLayout\`) keeps the call to action in view. Place it last in the
page's container, and name it (\`aria-label\`): it is a region of its own.`,
      },
    },
  },
} satisfies Meta<typeof StickyActionBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A phone: the bar under the content, with its one button. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('region', { name: 'Apply for Trademark Registration' });
    await expect(bar).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Apply — ₹6,999' })).toBeVisible();
  },
};

/** A desktop: no bar (the side card holds the call to action there). No screenshot: it is the text alone. */
export const Desktop: Story = {
  parameters: { screenshot: { disable: true } },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region', { name: 'Apply for Trademark Registration' })).toBeNull();
  },
};

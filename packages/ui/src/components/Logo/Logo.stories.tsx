import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Inline } from '../Inline';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { Logo } from './Logo';
import { LogoMark } from './LogoMark';

const meta = {
  title: 'Foundations/Logo',
  component: Logo,
  tags: ['autodocs'],
  args: { name: 'Startwise' },
  parameters: {
    docs: {
      description: {
        component: `The logo: the mark (a rounded square in the theme's brand colour with a white check rising to the
upper right, on a 32-unit grid: \`LOGO_MARK\`) and the wordmark, the brand name in the heading typeface, semibold.
Each brand theme colours it; the favicon, touch icon, manifest icons and Open Graph card are drawn from the same
geometry (\`packages/ui/brand/<theme>/\`, by \`packages/ui/scripts/brand-assets.ts\`), as are the mails and the
invoice.

**When to use:** the header (in a link to '/'), and anywhere the brand signs off. **When not to:** as a decoration
inside content; the mark alone is decorative (\`aria-hidden\`), so never use it as the only label of a control.`,
      },
    },
  },
} satisfies Meta<typeof Logo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Startwise')).toBeVisible();
  },
};

/** The mark at the sizes it is used: favicon, header and touch icon. */
export const MarkSizes: Story = {
  render: () => (
    <Inline space="large" alignY="center">
      {(['16', '32', '64', '180'] as const).map((size) => (
        <Stack key={size} space="xsmall" align="center">
          <span style={{ display: 'inline-flex', width: `${size}px`, height: `${size}px` }}>
            <LogoMark />
          </span>
          <Text size="xsmall">{size} px</Text>
        </Stack>
      ))}
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('svg')).toHaveLength(4);
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { forwardRef } from 'react';
import { expect, userEvent } from 'storybook/test';
import { startwiseTheme } from '../../themes/startwise';
import { type LinkComponentProps, UiProvider } from '../../UiProvider';
import { Inline } from '../Inline';
import { Text } from '../Text';
import { Link } from './Link';
import { linkTones } from './Link.css';

const meta = {
  title: 'Actions/Link',
  component: Link,
  tags: ['autodocs'],
  args: { href: '/forgot-password', children: 'Forgot password?' },
  argTypes: { tone: { control: 'inline-radio', options: linkTones } },
  parameters: {
    docs: {
      description: {
        component: `Navigation in text and lists. In-app links render through the \`linkComponent\` the app gives
\`UiProvider\` (the storefront passes a react-router link), so the kit never imports a router and client-side
navigation just works. \`external\` links open a new tab and say so to screen readers.

**When not to:** an action on this page (use \`Button\`); navigation that must look like a button ('Explore
Services') — use \`ButtonLink\`.`,
      },
    },
  },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
  },
};

export const Playground: Story = { args: { tone: 'brand', external: false } };

export const Tones: Story = {
  render: (args) => (
    <Inline space="medium">
      {linkTones.map((tone) => (
        <Link key={tone} {...args} tone={tone}>
          {tone}
        </Link>
      ))}
    </Inline>
  ),
};

export const InText: Story = {
  render: () => (
    <Text>
      Don't have an account? <Link href="/register">Register</Link>
    </Text>
  ),
};

export const External: Story = {
  args: { href: 'https://www.gst.gov.in', external: true, children: 'GST portal' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'GST portal (opens in a new tab)' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

/** What an app's router link looks like to the kit: it receives `href` and anchor props. */
const RouterLink = forwardRef<HTMLAnchorElement, LinkComponentProps>(function RouterLink(props, ref) {
  return <a ref={ref} {...props} data-router-link="" />;
});

export const ThroughAppLinkComponent: Story = {
  render: (args) => (
    <UiProvider theme={startwiseTheme} linkComponent={RouterLink}>
      <Link {...args} />
    </UiProvider>
  ),
  parameters: { screenshot: { disable: true } },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Forgot password?' });
    await expect(link).toHaveAttribute('data-router-link');
    await userEvent.keyboard('{Tab}');
    await expect(link).toHaveFocus();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Card } from '../Card';
import { Container } from '../Container';
import { Footer } from '../Footer';
import { Header } from '../Header';
import { Link } from '../Link';
import { Logo } from '../Logo';
import { Text } from '../Text';
import { PageLayout } from './PageLayout';

const logo = (
  <Link href="#home" tone="neutral" aria-label="Startwise home">
    <Logo name="Startwise" />
  </Link>
);

const meta = {
  title: 'Layout/PageLayout',
  component: PageLayout,
  tags: ['autodocs'],
  args: {
    header: <Header logo={logo} nav={null} />,
    footer: <Footer columns={null} bottom={<Text size="small">© Startwise Business Services Private Limited</Text>} />,
    children: (
      <Container>
        <Text>A short page: the footer still ends at the bottom of the window.</Text>
      </Container>
    ),
  },
  parameters: {
    fullWidth: true,
    docs: {
      description: {
        component: `A page's frame: \`header\`, the page in \`<main id="main">\` with the page's vertical padding, and
\`footer\`, at least one window tall, so on a short page the footer still reaches the bottom edge.

**Bare pages:** without \`header\` (verify email, two-factor, password reset), the \`logo\` (a link home) sits above
the page in the \`header\` landmark, centred on the raised surface so the page's card stands out.`,
      },
    },
  },
} satisfies Meta<typeof PageLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const footer = canvas.getByRole('contentinfo').getBoundingClientRect();
    // The frame is one window tall here: the footer's bottom edge is the window's.
    await expect(Math.abs(footer.bottom - window.innerHeight)).toBeLessThan(40);
    await expect(canvas.getByRole('main')).toHaveAttribute('id', 'main');
  },
};

export const Bare: Story = {
  args: {
    header: undefined,
    footer: undefined,
    logo,
    children: (
      <Container width="small">
        <Card padding="large">
          <Text>Verify Your Email</Text>
        </Card>
      </Container>
    ),
  },
  play: async ({ canvas }) => {
    // No site header: the banner holds the logo alone.
    await expect(within(canvas.getByRole('banner')).getByRole('link', { name: 'Startwise home' })).toBeVisible();
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

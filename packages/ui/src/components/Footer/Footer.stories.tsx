import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Inline } from '../Inline';
import { Link } from '../Link';
import { Text } from '../Text';
import { Footer, FooterColumn } from './Footer';

// Story links point at in-page anchors so the test page stays in place.
const columns = (
  <>
    <FooterColumn title="Company Registration">
      <Link href="#pvt-ltd">Private Limited Company</Link>
      <Link href="#llp">Limited Liability Partnership</Link>
      <Link href="#category">View 3 more...</Link>
    </FooterColumn>
    <FooterColumn title="About Us">
      <Link href="#our-mission">Our Mission</Link>
      <Link href="#contact-us">Contact Us</Link>
    </FooterColumn>
    <FooterColumn title="Legal">
      <Link href="#privacy-policy">Privacy Policy</Link>
      <Link href="#terms-of-service">Terms of Service</Link>
      <Link href="#cookie-policy">Cookie Policy</Link>
      <Link href="#refund-policy">Refund Policy</Link>
    </FooterColumn>
  </>
);

const bottom = (
  <>
    <Text size="small" tone="muted">
      © 2025 Startwise
    </Text>
    <Inline space="medium" as="nav" aria-label="Footer">
      <Link href="#sitemap">Sitemap</Link>
      <Link href="#newsletter">Newsletter</Link>
    </Inline>
  </>
);

const meta = {
  title: 'Layout/Footer',
  component: Footer,
  tags: ['autodocs'],
  args: { columns, bottom },
  parameters: {
    fullWidth: true,
    docs: {
      description: {
        component: `The site footer shell: link columns (\`FooterColumn\`), an aside (the newsletter form) and a
bottom row (legal links, copyright).

**Collapsible** (spec 2): the columns sit behind a toggle (a React Aria \`Disclosure\` with \`aria-expanded\`;
Enter/Space) on every page except the home page, which passes \`alwaysOpen\`. The app builds the columns
(categories with services, at most 7 each then 'View {n} more...').

**When not to:** bare pages (verify email, two-factor, password reset) render no footer.`,
      },
    },
  },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Site links' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('link', { name: 'Privacy Policy' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Sitemap' })).toBeVisible();
  },
};

export const Playground: Story = { args: { defaultExpanded: true, toggleLabel: 'Browse all links' } };

export const ToggleWithKeyboard: Story = {
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Site links' });
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('heading', { name: 'Legal', level: 2 })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Refund Policy' })).toBeVisible();
    await userEvent.keyboard(' ');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  },
};

/** The home page's footer: always open, no toggle. */
export const AlwaysOpen: Story = {
  args: {
    alwaysOpen: true,
    aside: <Text>Subscribe to our newsletter for updates once a month.</Text>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Site links' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Our Mission' })).toBeVisible();
  },
};

export const Desktop: Story = {
  args: { alwaysOpen: true },
  globals: { viewport: { value: 'desktop', isRotated: false } },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, type within } from 'storybook/test';
import { withClientSideLinks } from '../../story-support/ClientSideLinks';
import { Avatar } from '../Avatar';
import { Button } from '../Button';
import { DropdownMenu } from '../DropdownMenu';
import { Icon } from '../Icon';
import { Inline } from '../Inline';
import { Link } from '../Link';
import { Logo } from '../Logo';
import { MegaMenu, type MegaMenuSection } from '../MegaMenu';
import { NavMenu, type NavMenuEntry } from '../NavMenu';
import { Stack } from '../Stack';
import { Header, type HeaderProps } from './Header';
import { roomForPanel } from './Header.stories.css';

// Story links point at in-page anchors so clicking them keeps the test page in place.
const navLinks = (onChoose?: () => void) => [
  <Link key="services" href="#services" onClick={onChoose}>
    Services
  </Link>,
  <Link key="company" href="#company-registration" onClick={onChoose}>
    Company Registration
  </Link>,
  <Link key="tax" href="#tax-compliance" onClick={onChoose}>
    Tax & Compliance
  </Link>,
];

const logo = (
  <Link href="#home" tone="neutral" aria-label="Startwise home">
    <Logo name="Startwise" />
  </Link>
);

/** Six categories with long names, as the storefront has them; one without services. */
const sections: MegaMenuSection[] = [
  ['company', 'Company Registration', ['Private Limited Company', 'LLP Registration', 'One Person Company']],
  ['trademark', 'Trademark & IP', ['Trademark Registration', 'Copyright Registration']],
  ['tax', 'GST & Tax', ['GST Registration', 'GST Return Filing (Monthly)', 'Income Tax Return Filing for Businesses']],
  ['funding', 'Funding & Finance', []],
  ['website', 'Website & Technology', ['Business Website Development', 'Logo Design']],
  ['legal', 'Legal Compliance', ['Annual ROC Compliance for Private Limited Companies', 'Director KYC (DIR-3 KYC)']],
].map(([id, label, titles]) => ({
  id: id as string,
  label: label as string,
  href: `#${id}`,
  linksLabel: `${label} services`,
  viewAllLabel: `View all ${label} services`,
  links: (titles as string[]).map((title) => ({ id: title, label: title, href: `#${title}` })),
}));

/** The desktop menu bar: Services with every category in its mega-menu, then plain links. */
const menuEntries: NavMenuEntry[] = [
  {
    id: 'services',
    label: 'Services',
    href: '#services',
    panel: (close) => <MegaMenu sections={sections} emptyMessage="No services available" onNavigate={close} />,
    panelLabel: 'Service categories',
  },
  { id: 'about', label: 'About Us', href: '#about' },
  { id: 'experts', label: 'Experts', href: '#experts' },
];

const actions = (
  <Inline space="xsmall">
    <Button variant="ghost" aria-label="Search">
      <Icon name="search" />
    </Button>
    <DropdownMenu
      aria-label="Account menu for Priya Sharma"
      trigger={<Avatar name="Priya Sharma" decorative />}
      items={[
        { id: 'profile', label: 'My Profile' },
        { id: 'sign-out', label: 'Sign Out', tone: 'critical' },
      ]}
      onAction={fn()}
    />
  </Inline>
);

/** The app holds the mobile menu's state so choosing an entry closes it (spec 2). */
function ControlledMenu(props: HeaderProps) {
  const [isOpen, setOpen] = useState(false);
  return (
    <Header
      {...props}
      isMobileMenuOpen={isOpen}
      onMobileMenuOpenChange={(open) => {
        setOpen(open);
        props.onMobileMenuOpenChange?.(open);
      }}
      mobileNav={
        <Stack space="small" as="ul">
          {[
            ...navLinks(() => setOpen(false)),
            <Link key="register" href="#register">
              Register
            </Link>,
          ].map((link) => (
            <li key={link.key}>{link}</li>
          ))}
        </Stack>
      }
    />
  );
}

const meta = {
  title: 'Layout/Header',
  component: Header,
  tags: ['autodocs'],
  args: {
    logo,
    nav: <NavMenu entries={menuEntries} />,
    actions,
    onMobileMenuOpenChange: fn(),
  },
  render: (args) => <ControlledMenu {...args} />,
  decorators: [withClientSideLinks],
  parameters: {
    fullWidth: true,
    docs: {
      description: {
        component: `The site header shell: logo, navigation and actions in a sticky bar. The app fills the slots
(the category menu in \`nav\`, search and the avatar menu or Login in \`actions\`).

**Desktop (1024 px and up):** one row — logo mark and wordmark, \`nav\` (a \`NavMenu\` of a few short entries; a
long list such as the categories goes in an entry's \`MegaMenu\` panel rather than in the bar, where it would wrap),
then the actions.

**Mobile:** below the desktop breakpoint \`nav\` is hidden and a menu toggle (a React Aria \`Disclosure\`:
\`aria-expanded\`, Enter/Space) shows \`mobileNav\`. Control it with \`isMobileMenuOpen\` so choosing an entry
closes the menu.

**When not to:** pages without chrome (verify email, two-factor, password reset) render no header.`,
      },
    },
  },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Startwise home' })).toHaveAttribute('href', '#home');
  },
};

/** The docs' controls; it draws what Default's screenshots already show. */
export const Playground: Story = {
  render: (args) => <Header {...args} />,
  parameters: { screenshot: { disable: true } },
};

export const MobileMenu: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, args }) => {
    const toggle = canvas.getByRole('button', { name: 'Menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(args.onMobileMenuOpenChange).toHaveBeenLastCalledWith(true);
    const mobileNav = canvas.getByRole('navigation', { name: 'Main (mobile)' });
    await expect(mobileNav).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Register' })).toBeVisible();
    await userEvent.keyboard(' ');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    // Choosing an entry closes the menu.
    const entry = canvas
      .getAllByRole('link', { name: 'Company Registration' })
      .find((link) => mobileNav.contains(link));
    if (!entry) throw new Error('the mobile menu has no category link');
    await userEvent.click(entry);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'false'));
  },
};

/** How many lines an element's text takes. */
function lineCount(element: Element) {
  const range = document.createRange();
  range.selectNodeContents(element);
  return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
}

/** One row: the wordmark is shown, every entry sits level with the logo and takes one line. */
async function expectOneRow(canvas: Canvas) {
  await expect(canvas.getByRole('navigation', { name: 'Main' })).toBeVisible();
  // The toggle is display:none on desktop, so it is not in the accessibility tree at all.
  await expect(canvas.queryByRole('button', { name: 'Menu' })).toBeNull();
  await expect(canvas.getByText('Startwise')).toBeVisible();
  const logoBox = canvas.getByRole('link', { name: 'Startwise home' }).getBoundingClientRect();
  for (const name of ['Services', 'About Us', 'Experts']) {
    const entry = canvas.getByRole('link', { name });
    const box = entry.getBoundingClientRect();
    await expect(Math.abs(box.top + box.height / 2 - (logoBox.top + logoBox.height / 2))).toBeLessThan(4);
    await expect(lineCount(entry)).toBe(1);
  }
}

/** 1024 px, the narrowest desktop: logo mark and wordmark, Services, About Us, Experts and the actions on one row. */
export const NarrowDesktop: Story = {
  globals: { viewport: { value: 'narrowDesktop', isRotated: false } },
  play: async ({ canvas }) => expectOneRow(canvas),
};

/** 1280 px: the same row, with more room around it. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas }) => expectOneRow(canvas),
};

/**
 * The mega-menu from the keyboard: the toggle opens the panel, Tab goes from a category into its services, Escape
 * closes it and keeps focus on the toggle. Hovering a category lists its services; an empty one says so.
 */
export const DesktopMenuPanel: Story = {
  globals: { viewport: { value: 'narrowDesktop', isRotated: false } },
  // Room below the bar, so the screenshot holds the open panel.
  decorators: [(Story) => <div className={roomForPanel}>{Story()}</div>],
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Service categories' });
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('group', { name: 'Service categories' })).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Company Registration' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'View all Company Registration services' })).toHaveFocus();
    // Past the category's services, Tab reaches the next category and shows its services.
    for (let step = 0; step < 4; step += 1) await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Trademark & IP' })).toHaveFocus();
    await expect(canvas.getByRole('group', { name: 'Trademark & IP services' })).toBeVisible();
    // Hover shows another category; an empty one says so.
    await userEvent.hover(canvas.getByRole('link', { name: 'Funding & Finance' }));
    await expect(canvas.getByRole('group', { name: 'Funding & Finance services' })).toHaveTextContent(
      'No services available',
    );
    await userEvent.keyboard('{Escape}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveFocus();
    // Hovering Services shows the panel; the category under the pointer lists its services.
    await userEvent.hover(canvas.getByRole('link', { name: 'Services' }));
    await userEvent.hover(canvas.getByRole('link', { name: 'GST & Tax' }));
    const services = canvas.getByRole('group', { name: 'GST & Tax services' });
    await expect(services).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Income Tax Return Filing for Businesses' })).toBeVisible();
  },
};

/** 768 px: below the desktop breakpoint the menu bar collapses behind the menu toggle. */
export const Tablet: Story = {
  globals: { viewport: { value: 'tablet', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Menu' })).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).toBeNull();
  },
};

/** 390 px: logo, search, account and the menu toggle. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Menu' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Startwise home' })).toBeVisible();
  },
};

export const WithoutMobileMenu: Story = {
  render: (args) => <Header {...args} />,
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Menu' })).toBeNull();
  },
};

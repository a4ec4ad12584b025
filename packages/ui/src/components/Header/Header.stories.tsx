import type { Meta, StoryObj } from '@storybook/react-vite';
import { forwardRef, useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { LinkComponentContext, type LinkComponentProps } from '../../UiProvider/LinkComponent';
import { Avatar } from '../Avatar';
import { Button } from '../Button';
import { DropdownMenu } from '../DropdownMenu';
import { Icon } from '../Icon';
import { Inline } from '../Inline';
import { Link } from '../Link';
import { Logo } from '../Logo';
import { NavMenu, type NavMenuEntry } from '../NavMenu';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { Header, type HeaderProps } from './Header';

/** Like an app's router link, it handles the click itself, so choosing an entry keeps the story in place. */
const ClientSideLink = forwardRef<HTMLAnchorElement, LinkComponentProps>(function ClientSideLink(
  { href, onClick, children, ...props },
  ref,
) {
  return (
    <a
      ref={ref}
      href={href}
      {...props}
      onClick={(event) => {
        event.preventDefault();
        onClick?.(event);
      }}
    >
      {children}
    </a>
  );
});

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

const servicePanel = (titles: string[]) =>
  titles.length > 0 ? (
    <Stack as="ul" space="small">
      {titles.map((title) => (
        <li key={title}>
          <Link href={`#${title}`} tone="neutral">
            {title}
          </Link>
        </li>
      ))}
    </Stack>
  ) : (
    <Text tone="muted">No services available</Text>
  );

/** The desktop menu bar: plain links and categories whose panels list their services. */
const menuEntries: NavMenuEntry[] = [
  { id: 'services', label: 'Services', href: '#services' },
  {
    id: 'company',
    label: 'Company Registration',
    href: '#company-registration',
    panel: servicePanel(['Private Limited Company', 'LLP Registration', 'One Person Company']),
    panelLabel: 'Company Registration services',
  },
  {
    id: 'tax',
    label: 'Tax & Compliance',
    href: '#tax-compliance',
    panel: servicePanel(['GST Registration', 'GST Return Filing']),
    panelLabel: 'Tax & Compliance services',
  },
  { id: 'funding', label: 'Funding', href: '#funding', panel: servicePanel([]), panelLabel: 'Funding services' },
  { id: 'about', label: 'About Us', href: '#about' },
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
  decorators: [
    (Story) => (
      <LinkComponentContext.Provider value={ClientSideLink}>
        <Story />
      </LinkComponentContext.Provider>
    ),
  ],
  parameters: {
    fullWidth: true,
    docs: {
      description: {
        component: `The site header shell: logo, navigation and actions in a sticky bar. The app fills the slots
(the category menu in \`nav\`, search and the avatar menu or Login in \`actions\`).

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

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Startwise home' })).toHaveAttribute('href', '#home');
  },
};

export const Playground: Story = { render: (args) => <Header {...args} /> };

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

/** 1280 px: logo, menu bar and actions on one row. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Main' })).toBeVisible();
    // The toggle is display:none on desktop, so it is not in the accessibility tree at all.
    await expect(canvas.queryByRole('button', { name: 'Menu' })).toBeNull();
    const bar = canvas.getByRole('banner');
    const logoBox = canvas.getByRole('link', { name: 'Startwise home' }).getBoundingClientRect();
    const lastEntry = canvas.getByRole('link', { name: 'About Us' }).getBoundingClientRect();
    // One row: the last menu entry sits level with the logo.
    await expect(Math.abs(lastEntry.top + lastEntry.height / 2 - (logoBox.top + logoBox.height / 2))).toBeLessThan(4);
    await expect(bar).toBeVisible();
  },
};

/** The mega-menu from the keyboard: the toggle opens the panel, Escape closes it and keeps focus on the toggle. */
export const DesktopMenuPanel: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Company Registration services' });
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = canvas.getByRole('group', { name: 'Company Registration services' });
    await expect(panel).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'LLP Registration' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveFocus();
    // Hover shows a panel too; an empty category says so.
    await userEvent.hover(canvas.getByRole('link', { name: 'Funding' }));
    await expect(canvas.getByText('No services available')).toBeVisible();
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

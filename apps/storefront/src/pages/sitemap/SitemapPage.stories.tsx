import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SITE_PAGES } from '../../app/site-map';
import { desktopViewport, PAGE_READY, pageStory } from '../../stories/page-story';

/** The sitemap (spec 2) in the real app: what it lists depends on whether the visitor is signed in. */
const meta = {
  title: 'Pages/Sitemap',
  ...pageStory,
  parameters: { appPage: { url: '/sitemap' } },
  globals: desktopViewport,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const LOGIN_PAGES = SITE_PAGES.filter((page) => page.access === 'login').length;

/** The page's own content (the header and footer have links of their own). */
const sitemap = async (canvasElement: HTMLElement) => {
  await within(canvasElement).findByRole('heading', { level: 1, name: 'Sitemap' }, PAGE_READY);
  return within(within(canvasElement).getByRole('main'));
};

/** Signed out: pages behind sign-in carry 'Login Required'; Login and Register are listed. */
export const SignedOut: Story = {
  play: async ({ canvasElement }) => {
    const page = await sitemap(canvasElement);
    await expect(page.getAllByText('Login Required')).toHaveLength(LOGIN_PAGES);
    await expect(page.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
  },
};

/** Signed in: the guest-only pages (Login, Register, password reset…) are gone. */
export const SignedIn: Story = {
  parameters: { appPage: { url: '/sitemap', signedIn: true } },
  play: async ({ canvasElement }) => {
    const page = await sitemap(canvasElement);
    await expect(page.getAllByText('Login Required')).toHaveLength(LOGIN_PAGES);
    await expect(page.queryByRole('link', { name: 'Login' })).toBeNull();
    await expect(page.queryByRole('link', { name: 'Register' })).toBeNull();
    await expect(page.getByRole('link', { name: 'My Account' })).toHaveAttribute('href', '/profile');
  },
};

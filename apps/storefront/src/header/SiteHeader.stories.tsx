import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { searchAnswer } from '../stories/fixtures/search';
import { mockGetBy } from '../stories/mock-api';
import { desktopViewport, PAGE_READY, pageStory } from '../stories/page-story';

/**
 * The header's overlays (spec 2 Header) over a static page of the real app: the search overlay's suggestions
 * (quick search, 5 results) and the signed-in account menu.
 */
const meta = {
  title: 'Pages/Shell',
  ...pageStory,
  parameters: {
    appPage: { url: '/our-mission' },
    msw: { handlers: { search: mockGetBy('/public/services/search/services', searchAnswer) } },
  },
  globals: desktopViewport,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens the search overlay and types `query`; resolves with the overlay once its suggestions have arrived. */
async function searchFor(canvasElement: HTMLElement, query: string) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: 'Search' }, PAGE_READY));
  // The overlay is a modal dialog rendered outside the story's frame.
  const dialog = within(await within(document.body).findByRole('dialog', { name: 'Search' }, PAGE_READY));
  await userEvent.type(dialog.getByRole('textbox', { name: 'Search services' }), query);
  await waitFor(() => expect(dialog.queryByText('Searching...')).toBeNull(), PAGE_READY);
  return dialog;
}

export const SearchSuggestions: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await searchFor(canvasElement, 'gst');
    await expect(await dialog.findByRole('heading', { name: 'Search Results' }, PAGE_READY)).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'View all results' })).toHaveAttribute('href', '/search?q=gst');
  },
};

export const SearchNoSuggestions: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await searchFor(canvasElement, 'spaceship');
    await expect(await dialog.findByText('No results found for "spaceship"', {}, PAGE_READY)).toBeVisible();
    await expect(dialog.getByText('Try different keywords or browse our services')).toBeVisible();
  },
};

/** Signed in: the avatar's menu (spec 2). */
export const AccountMenu: Story = {
  parameters: { appPage: { url: '/our-mission', signedIn: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Account menu for Asha Verma' }, PAGE_READY));
    const menu = within(await within(document.body).findByRole('menu', {}, PAGE_READY));
    for (const item of ['My Profile', 'Submissions', 'Payment History', 'Sign Out']) {
      await expect(menu.getByRole('menuitem', { name: item })).toBeVisible();
    }
  },
};

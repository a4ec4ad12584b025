import { quickSearchMachine } from '@startwise/flows';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { searchAnswer, servicesMatching } from '../fixtures/search';
import { mockGetBy } from '../mock-api';
import { PAGE_READY } from '../page-story';
import { diagramStory } from './diagramStory';
import { desktopViewport, JOURNEY_SCREENSHOT, journey } from './journey';
import { pressEnterOn } from './keyboard';

const meta = {
  title: 'Flows/Quick Search',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: `The **quick search** machine (\`quickSearchMachine\`, selectors under \`search\` from
\`@startwise/flows\`): the header's search overlay. Suggestions are fetched 300 ms after typing stops, from 2
characters (5 at most); too little text clears them; submitting a non-blank query closes the overlay and names the search
page as the destination (\`quickSearchDestination\`, which the header follows). A storefront provides the
\`searchSuggestions\` actor.

The journey runs the storefront's header against the seed catalogue (mock API).`,
      },
    },
  },
} satisfies Meta;

export default meta;

export const Diagram: StoryObj = diagramStory(quickSearchMachine, 'quick search');

/** Open, type, see the suggestions, refine to nothing, and press Enter to go to the search page. */
export const Journey: StoryObj = {
  ...journey,
  parameters: {
    appPage: { url: '/our-mission' },
    screenshot: JOURNEY_SCREENSHOT,
    msw: { handlers: { search: mockGetBy('/public/services/search/services', searchAnswer) } },
  },
  globals: desktopViewport,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await pressEnterOn(await canvas.findByRole('button', { name: 'Search' }, PAGE_READY));
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Search' }, PAGE_READY));
    await expect(dialog.getByRole('textbox', { name: 'Search services' })).toHaveFocus();
    await userEvent.keyboard('g');
    await expect(dialog.queryByText('Searching...')).not.toBeInTheDocument();
    await userEvent.keyboard('st');
    const [first] = servicesMatching('gst');
    await expect(await dialog.findByRole('link', { name: new RegExp(first?.title ?? '') }, PAGE_READY)).toBeVisible();
    await userEvent.keyboard('x');
    await expect(await dialog.findByText('No results found for "gstx"', {}, PAGE_READY)).toBeVisible();
    await userEvent.keyboard('{Backspace}{Enter}');
    await expect(await canvas.findByRole('searchbox', { name: 'Search services' }, PAGE_READY)).toHaveValue('gst');
    await expect(within(document.body).queryByRole('dialog', { name: 'Search' })).not.toBeInTheDocument();
  },
};

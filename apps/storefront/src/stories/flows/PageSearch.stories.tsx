import { pageSearchMachine } from '@startwise/flows';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { searchAnswer, servicesMatching } from '../fixtures/search';
import { mockGetBy } from '../mock-api';
import { PAGE_READY } from '../page-story';
import { diagramStory } from './diagramStory';
import { desktopViewport, JOURNEY_SCREENSHOT, journey } from './journey';
import { pressEnterOn } from './keyboard';

const meta = {
  title: 'Flows/Page Search',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: `The **page search** machine (\`pageSearchMachine\`, selectors under \`search\` from
\`@startwise/flows\`): typing is debounced 500 ms and then names \`/search?q=…\` as the destination
(\`searchPageDestination\`, which the page follows); the address's query (sent
back as \`QUERY_CHANGED\` by the app's router) drives the results: the invitation without a query, loading, 'No
services found' with suggestions, or the results 10 at a time with 'Load more results'. A storefront provides the
\`searchServices\` actor.

The journey runs the storefront's /search page against the seed catalogue (mock API).`,
      },
    },
  },
} satisfies Meta;

export default meta;

const QUERY = 'registration';

export const Diagram: StoryObj = diagramStory(pageSearchMachine, 'page search');

/** Type a query, let the debounce navigate, and load the second page. */
export const Journey: StoryObj = {
  ...journey,
  parameters: {
    appPage: { url: '/search' },
    screenshot: JOURNEY_SCREENSHOT,
    msw: { handlers: { search: mockGetBy('/public/services/search/services', searchAnswer) } },
  },
  globals: desktopViewport,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const total = servicesMatching(QUERY).length;
    await userEvent.click(await canvas.findByRole('searchbox', { name: 'Search services' }, PAGE_READY));
    await userEvent.keyboard(QUERY);
    await expect(await canvas.findByText(`Showing 10 of ${total} results`, {}, PAGE_READY)).toBeVisible();
    await pressEnterOn(canvas.getByRole('button', { name: 'Load more results' }));
    await expect(await canvas.findByText(`Showing ${total} of ${total} results`, {}, PAGE_READY)).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Load more results' })).not.toBeInTheDocument());
  },
};

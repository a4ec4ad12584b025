import { pageSearchMachine } from '@startwise/flows';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { diagramStory } from './diagramStory';
import { AFTER_FAKE_CALL } from './fakeLatency';
import { pressEnterOn } from './keyboard';
import { PageSearchDemo } from './PageSearchDemo';

const meta = {
  title: 'Flows/Page search',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: `The **page search** machine (\`pageSearchMachine\`, selectors under \`search\` from
\`@startwise/flows\`): typing is debounced 500 ms and then navigates to \`/search?q=…\`; the address's query (sent
back as \`QUERY_CHANGED\` by the app's router) drives the results: the invitation without a query, loading, 'No
services found' with suggestions, or the results 10 at a time with 'Load more results'. A storefront provides the
\`searchServices\` actor and the \`navigate\` action.

The demo's "router" is a line showing the address; results come from a canned catalogue.`,
      },
    },
  },
} satisfies Meta;

export default meta;

export const Diagram: StoryObj = diagramStory(pageSearchMachine, 'page search');

/** Type a query, let the debounce navigate, and load the second page. */
export const Demo: StoryObj = {
  render: () => <PageSearchDemo />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('searchbox', { name: 'Search services' }));
    await userEvent.keyboard('registration');
    await expect(await canvas.findByText('Showing 10 of 11 results', {}, AFTER_FAKE_CALL)).toBeVisible();
    await expect(canvas.getByText('Address: /search?q=registration')).toBeVisible();
    await pressEnterOn(canvas.getByRole('button', { name: 'Load more results' }));
    await expect(await canvas.findByText('Showing 11 of 11 results', {}, AFTER_FAKE_CALL)).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Load more results' })).not.toBeInTheDocument());
  },
};

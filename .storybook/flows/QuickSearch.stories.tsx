import { quickSearchMachine } from '@startwise/flows';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { diagramStory } from './diagramStory';
import { AFTER_FAKE_CALL } from './fakeLatency';
import { pressEnterOn } from './keyboard';
import { QuickSearchDemo } from './QuickSearchDemo';

const meta = {
  title: 'Flows/Quick search',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: `The **quick search** machine (\`quickSearchMachine\`, selectors under \`search\` from
\`@startwise/flows\`): the header's search overlay. Suggestions are fetched 300 ms after typing stops, from 2
characters (5 at most); too little text clears them; submitting a non-blank query closes the overlay and navigates
to the search page. A storefront provides the \`searchSuggestions\` actor and the \`navigate\` action (its router).

The demo uses canned results and shows where the app would go instead of going there.`,
      },
    },
  },
} satisfies Meta;

export default meta;

export const Diagram: StoryObj = diagramStory(quickSearchMachine, 'quick search');

/** Open, type, see the suggestions, refine to nothing, and press Enter to go to the search page. */
export const Demo: StoryObj = {
  render: () => <QuickSearchDemo />,
  play: async ({ canvas }) => {
    await pressEnterOn(canvas.getByRole('button', { name: 'Search' }));
    await expect(canvas.getByRole('searchbox', { name: 'Search services' })).toHaveFocus();
    await userEvent.keyboard('g');
    await expect(canvas.queryByRole('status', { name: 'Searching...' })).not.toBeInTheDocument();
    await userEvent.keyboard('st');
    await expect(await canvas.findByRole('link', { name: 'GST Return Filing' }, AFTER_FAKE_CALL)).toBeVisible();
    await expect(canvas.getAllByRole('link')).toHaveLength(2);
    await userEvent.keyboard('x');
    await expect(await canvas.findByText('No results found for "gstx"', {}, AFTER_FAKE_CALL)).toBeVisible();
    await userEvent.keyboard('{Backspace}{Enter}');
    await expect(canvas.getByRole('status')).toHaveTextContent('The app goes to /search?q=gst');
  },
};

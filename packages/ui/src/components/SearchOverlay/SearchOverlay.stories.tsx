import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Link } from '../Link';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { SearchOverlay, type SearchOverlayProps } from './SearchOverlay';

function WithTrigger({ onOpenChange, ...props }: Omit<SearchOverlayProps, 'isOpen'>) {
  const [isOpen, setOpen] = useState(false);
  const change = (open: boolean) => {
    setOpen(open);
    onOpenChange(open);
  };
  return (
    <>
      <Button variant="ghost" onClick={() => change(true)}>
        Search
      </Button>
      <SearchOverlay {...props} isOpen={isOpen} onOpenChange={change} />
    </>
  );
}

const meta = {
  title: 'Overlays/SearchOverlay',
  component: SearchOverlay,
  tags: ['autodocs'],
  args: {
    isOpen: false,
    onOpenChange: fn(),
    onSubmit: fn(),
    onQueryChange: fn(),
    children: <Text tone="muted">Type at least 2 characters to see suggestions.</Text>,
  },
  render: (args) => <WithTrigger {...args} />,
  parameters: {
    docs: {
      description: {
        component: `The header's full-screen search: an input ('Search services...'), a Search button and a slot for
suggestions.

**Behaviour** (spec 2, React Aria modal): opening clears the text and focuses the input; Search is disabled while
the query is blank; Enter or Search calls \`onSubmit\` with the trimmed query (the app goes to
\`/search?q=…\`); Escape, the close button or a click outside the panel closes it. \`onQueryChange\` reports each
keystroke — the app debounces (300 ms) and fills the \`children\` slot with 'Searching...', results or 'No results
found'.

**When not to:** for the search page's own box use a \`TextField\` in the page.`,
      },
    },
  },
} satisfies Meta<typeof SearchOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    const input = await screen.findByPlaceholderText('Search services...');
    await waitFor(() => expect(input).toHaveFocus());
    const submit = within(screen.getByRole('dialog', { name: 'Search' })).getByRole('button', { name: 'Search' });
    await expect(submit).toBeDisabled();
    await userEvent.keyboard('   ');
    await expect(submit).toBeDisabled();
    await userEvent.keyboard('gst');
    await expect(submit).toBeEnabled();
    await expect(args.onQueryChange).toHaveBeenLastCalledWith('   gst');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('gst');
  },
};

export const Playground: Story = { args: { placeholder: 'Search services...' } };

export const EscapeClosesAndReopeningClears: Story = {
  play: async ({ canvas, args }) => {
    const opener = canvas.getByRole('button', { name: 'Search' });
    await userEvent.click(opener);
    await userEvent.type(await screen.findByPlaceholderText('Search services...'), 'trademark');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await userEvent.click(opener);
    const input = await screen.findByPlaceholderText('Search services...');
    await expect(input).toHaveValue('');
    await waitFor(() => expect(input).toHaveFocus());
  },
};

export const ClickOutsideCloses: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    const dialog = await screen.findByRole('dialog', { name: 'Search' });
    const overlay = dialog.parentElement?.parentElement;
    if (!overlay) throw new Error('the overlay element is missing');
    await userEvent.pointer({ keys: '[MouseLeft]', target: overlay, coords: { x: 5, y: window.innerHeight - 5 } });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const CloseButton: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Close search' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

const services = ['GST Registration', 'GST Return Filing', 'Company Registration', 'Trademark Registration'];

/** How the header fills the slot: suggestions from 2 characters (the app debounces and fetches). */
function WithSuggestions(props: Omit<SearchOverlayProps, 'isOpen' | 'children'>) {
  const [query, setQuery] = useState('');
  const term = query.trim().toLowerCase();
  const matches = services.filter((title) => title.toLowerCase().includes(term));
  return (
    <WithTrigger
      {...props}
      onQueryChange={(next) => {
        setQuery(next);
        props.onQueryChange?.(next);
      }}
    >
      {term.length < 2 ? null : matches.length > 0 ? (
        <Stack space="small">
          <Text weight="strong">Search Results</Text>
          <Stack space="xsmall" as="ul">
            {matches.map((title) => (
              <li key={title}>
                <Link href={`#${title.toLowerCase().replaceAll(' ', '-')}`}>{title}</Link>
              </li>
            ))}
          </Stack>
        </Stack>
      ) : (
        <Text>{`No results found for "${query.trim()}"`}</Text>
      )}
    </WithTrigger>
  );
}

export const SuggestionsSlot: Story = {
  render: (args) => <WithSuggestions {...args} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await userEvent.type(await screen.findByPlaceholderText('Search services...'), 'g');
    await expect(screen.queryByText('Search Results')).toBeNull();
    await userEvent.keyboard('st');
    await expect(await screen.findByRole('link', { name: 'GST Return Filing' })).toBeVisible();
    // Tab moves from the input to the Search button, the close button, then into the results.
    await userEvent.tab();
    await expect(within(screen.getByRole('dialog')).getByRole('button', { name: 'Search' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(screen.getByRole('link', { name: 'GST Registration' })).toHaveFocus();
    await userEvent.click(screen.getByPlaceholderText('Search services...'));
    await userEvent.keyboard('{Control>}a{/Control}xyz');
    await expect(await screen.findByText('No results found for "xyz"')).toBeVisible();
  },
};

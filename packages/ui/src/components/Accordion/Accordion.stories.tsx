import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Text } from '../Text';
import { Accordion } from './Accordion';

const faqs = [
  { id: 'services', title: 'What services do you offer?', content: <Text>Company registration, tax and legal.</Text> },
  { id: 'duration', title: 'How long does registration take?', content: <Text>Usually 2-3 weeks.</Text> },
  { id: 'refunds', title: 'Can I get a refund?', content: <Text>Refunds take 5-10 business days.</Text> },
];

const meta = {
  title: 'Navigation/Accordion',
  component: Accordion,
  tags: ['autodocs'],
  args: { items: faqs, onExpandedChange: fn() },
  parameters: {
    docs: {
      description: {
        component: `Stacked sections whose content expands in place under a title button.

**When to use:** FAQs on the service and contact pages (one open at a time: opening one closes the other), the
sitemap's collapsible groups (\`allowsMultipleExpanded\`, all open at first via \`defaultExpandedIds\`).

**When not to:** for content the user switches between as alternatives use \`Tabs\`; for essential content
that everyone needs, do not hide it.

**Keyboard** (React Aria \`DisclosureGroup\`): each title is a button inside a heading with \`aria-expanded\`;
Tab moves between titles, Enter or Space toggles.`,
      },
    },
  },
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    for (const button of canvas.getAllByRole('button')) await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(3);
  },
};

export const Playground: Story = { args: { defaultExpandedIds: ['duration'], headingLevel: 2 } };

export const OneOpenAtATime: Story = {
  play: async ({ canvas, args }) => {
    const first = canvas.getByRole('button', { name: 'What services do you offer?' });
    const second = canvas.getByRole('button', { name: 'How long does registration take?' });
    await userEvent.tab();
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText('Company registration, tax and legal.')).toBeVisible();
    await userEvent.tab();
    await expect(second).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onExpandedChange).toHaveBeenLastCalledWith(['duration']);
    // Choosing the open item again closes it.
    await userEvent.keyboard('{Enter}');
    await expect(second).toHaveAttribute('aria-expanded', 'false');
  },
};

export const AllOpenGroups: Story = {
  args: { allowsMultipleExpanded: true, defaultExpandedIds: faqs.map((item) => item.id), headingLevel: 2 },
  play: async ({ canvas }) => {
    for (const button of canvas.getAllByRole('button')) await expect(button).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Can I get a refund?' }));
    await expect(canvas.getByRole('button', { name: 'Can I get a refund?' })).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('button', { name: 'What services do you offer?' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
};

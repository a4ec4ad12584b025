import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Badge } from '../Badge';
import { DescriptionList } from './DescriptionList';

const meta = {
  title: 'Data display/DescriptionList',
  component: DescriptionList,
  tags: ['autodocs'],
  args: {
    'aria-label': 'Payment',
    items: [
      { term: 'Price paid', value: '₹14,999' },
      { term: 'Payment', value: <Badge tone="positive">paid</Badge> },
      { term: 'Invoice', value: 'SW/2026-27/00042' },
      { term: 'Razorpay payment', value: 'pay_N5cY0a34GhIjKl' },
      { term: 'Registered office address', value: '14, 2nd Cross, Indiranagar, Bengaluru, Karnataka 560038' },
    ],
  },
  parameters: {
    docs: {
      description: {
        component: `Labelled values of one record: the customer, the payment, an application's answers.

**When to use:** a handful of facts read together. **When not to:** for many records use \`DataTable\`.

**Accessibility:** a \`dl\` of \`dt\`/\`dd\` pairs (each pair wrapped in a \`display: contents\` group, which HTML
allows); terms sit above their values on phones and beside them from the tablet breakpoint, or always above with
\`layout="stacked"\` (a sidebar card).`,
      },
    },
  },
} satisfies Meta<typeof DescriptionList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const terms = [...canvasElement.querySelectorAll('dt')].map((term) => term.textContent);
    await expect(terms).toEqual(['Price paid', 'Payment', 'Invoice', 'Razorpay payment', 'Registered office address']);
    await expect(canvasElement.querySelector('dd')).toHaveTextContent('₹14,999');
  },
};

export const Playground: Story = {};

/** In a narrow card (a sidebar) every term sits above its value, whatever the window's width. */
export const Stacked: Story = {
  args: { layout: 'stacked' },
  play: async ({ canvasElement }) => {
    const [term, value] = [canvasElement.querySelector('dt'), canvasElement.querySelector('dd')];
    await expect((value?.getBoundingClientRect().top ?? 0) > (term?.getBoundingClientRect().bottom ?? 0) - 1).toBe(
      true,
    );
  },
};

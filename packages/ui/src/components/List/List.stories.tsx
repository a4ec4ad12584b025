import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { List } from './List';

const meta = {
  title: 'Typography/List',
  component: List,
  tags: ['autodocs'],
  args: {
    items: [
      'Account details: your full name, email address, phone number and password (stored only as a salted hash).',
      'Billing details: business name, GSTIN and billing address used on your tax invoices.',
      'Payment records: the amount, status and reference numbers of each payment. Card and UPI details are collected by our payment partner and never reach our servers.',
    ],
  },
  parameters: {
    docs: {
      description: {
        component: `A list inside running text, with real list semantics: bullets in the brand colour for prose
(privacy policy, terms, our mission), green checks for benefits ('What you will get'). Wrapped lines hang under the
text, never under the marker.

**When not to:** for navigation links use \`Stack as="ul"\` with \`Link\`s; for rich HTML from the catalogue use
\`Prose\`.`,
      },
    },
  },
} satisfies Meta<typeof List>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};

export const Playground: Story = { parameters: { screenshot: { disable: true } } };

export const Checks: Story = {
  args: {
    marker: 'check',
    items: [
      'Exclusive promotions and discounts on our services',
      'First to know about new services and registrations',
      'Tips and insights on compliance, tax and growing your business',
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list')).toBeVisible();
  },
};

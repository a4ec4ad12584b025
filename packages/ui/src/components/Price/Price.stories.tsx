import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Stack } from '../Stack';
import { Price } from './Price';
import { priceSizes } from './Price.css';

const meta = {
  title: 'Data display/Price',
  component: Price,
  tags: ['autodocs'],
  args: { price: 149999 },
  argTypes: { size: { control: 'inline-radio', options: priceSizes } },
  parameters: {
    docs: {
      description: {
        component: `A price in Indian rupees with Indian digit grouping and no decimals (₹1,49,999).

**When to use:** wherever a service's price is shown — cards, the service page, the payment summary.
Pass \`mrp\` to show the original price struck through, and \`percentOff\` for the '{n}% off' badge.

**The discount is computed by the caller** with \`discountPercent(price, mrp, discountable)\` from
\`@startwise/flows\` (\`floor((mrp - price) / mrp × 100)\`, only when discountable), so the rule lives in one place.

**Accessibility:** the struck price is read as 'Original price ₹…' (a strike-through alone is not announced).`,
      },
    },
  },
} satisfies Meta<typeof Price>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('₹1,49,999')).toBeVisible();
  },
};

export const Playground: Story = {
  args: { price: 4999, mrp: 7999, percentOff: 37, size: 'standard' },
};

export const Discounted: Story = {
  args: { price: 14999, mrp: 19999, percentOff: 25 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('₹14,999')).toBeVisible();
    const original = canvas.getByText('Original price', { exact: false });
    await expect(original.closest('s')).toHaveTextContent('Original price ₹19,999');
    await expect(canvas.getByText('25% off')).toBeVisible();
  },
};

/** No struck price when the mrp is not above the price, no badge for 0%. */
export const NotDiscountable: Story = {
  args: { price: 999, mrp: 999, percentOff: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('₹999')).toBeVisible();
    await expect(canvas.queryByText('Original price', { exact: false })).toBeNull();
    await expect(canvas.queryByText(/% off/)).toBeNull();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <Stack space="small">
      {priceSizes.map((size) => (
        <Price key={size} {...args} size={size} mrp={199999} percentOff={25} />
      ))}
    </Stack>
  ),
};

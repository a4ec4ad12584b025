import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Grid } from '../Grid';
import { StatCounter } from './StatCounter';

const meta = {
  title: 'Data display/StatCounter',
  component: StatCounter,
  tags: ['autodocs'],
  args: { value: 12500, label: 'Happy Clients', suffix: '+' },
  parameters: {
    docs: {
      description: {
        component: `A headline figure with its label, shown as it is from the first paint.

**When to use:** the home page's statistics section. **When not to:** for numbers a user needs to read or
compare (prices, counts in lists) show plain text.

**Why no count-up:** a counter that starts at 0 shows "0+ businesses" in the server's HTML, on a slow phone and
to anyone who has not scrolled yet, beside claims that say otherwise.`,
      },
    },
  },
} satisfies Meta<typeof StatCounter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    // The real figure from the first render: nothing to wait for.
    await expect(canvas.getByText('12,500+')).toBeVisible();
  },
};

export const Playground: Story = {
  args: { value: 98, suffix: '%', label: 'Satisfaction' },
};

export const StatisticsSection: Story = {
  parameters: { fullWidth: true },
  render: () => (
    <Grid columns={{ mobile: 2, desktop: 4 }} space="large">
      <StatCounter value={12500} suffix="+" label="Happy Clients" />
      <StatCounter value={150} suffix="+" label="Services" />
      <StatCounter value={50} suffix="+" label="Experts" />
      <StatCounter value={98} suffix="%" label="Satisfaction" />
    </Grid>
  ),
  play: async ({ canvas }) => {
    const shown = canvas.getAllByText(/./, { selector: '[data-counter]' }).map((counter) => counter.textContent);
    await expect(shown).toEqual(['12,500+', '150+', '50+', '98%']);
  },
};

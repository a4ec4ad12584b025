import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
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
        component: `A headline number that counts from 0 to its value over 2 seconds (spec 9) the first time it
scrolls into view (IntersectionObserver), with an ease-out so it settles on the number.

**When to use:** the home page's statistics section. **When not to:** for numbers a user needs to read or
compare (prices, counts in lists) show plain text.

**Accessibility:** the moving digits are hidden from assistive technology, which reads only the final number
(and the label); under \`prefers-reduced-motion\` the final number shows at once.`,
      },
    },
  },
} satisfies Meta<typeof StatCounter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    // Assistive technology gets the final number immediately.
    await expect(canvas.getByText('12,500+', { selector: 'span:not([aria-hidden])' })).toBeInTheDocument();
    const counter = canvas.getByText(/\+$/, { selector: '[data-counter]' });
    await waitFor(() => expect(counter).toHaveTextContent('12,500+'), { timeout: 3500 });
  },
};

export const Playground: Story = {
  args: { value: 98, suffix: '%', label: 'Satisfaction', duration: 2000 },
  // The screenshot shows where the count ends, not a frame of it that depends on the machine's speed.
  play: async ({ canvas }) => {
    const counter = canvas.getByText(/%$/, { selector: '[data-counter]' });
    await waitFor(() => expect(counter).toHaveTextContent('98%'), { timeout: 3500 });
  },
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
    await waitFor(
      () => {
        const shown = canvas.getAllByText(/./, { selector: '[data-counter]' }).map((counter) => counter.textContent);
        expect(shown).toEqual(['12,500+', '150+', '50+', '98%']);
      },
      { timeout: 3500 },
    );
  },
};

/** Under `prefers-reduced-motion: reduce` the final number shows at once, with no counting. */
export const ReducedMotion: Story = {
  beforeEach: () => {
    const original = window.matchMedia;
    window.matchMedia = (query: string) => {
      const result = original.call(window, query);
      if (!query.includes('prefers-reduced-motion')) return result;
      return { ...result, media: query, matches: true };
    };
    return () => {
      window.matchMedia = original;
    };
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/\+$/, { selector: '[data-counter]' })).toHaveTextContent('12,500+');
  },
};

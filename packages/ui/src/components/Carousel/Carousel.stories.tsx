import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Card } from '../Card';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { Carousel } from './Carousel';

const testimonial = (quote: string, name: string) => (
  <Card>
    <Stack space="small">
      <Text size="large">“{quote}”</Text>
      <Text tone="muted">{name}</Text>
    </Stack>
  </Card>
);

const slides = [
  { id: 'a', content: testimonial('Registered our company in under three weeks.', 'Anita, Pune') },
  { id: 'b', content: testimonial('GST filing is finally painless.', 'Vikram, Jaipur') },
  { id: 'c', content: testimonial('The trademark team answered every question.', 'Meera, Kochi') },
];

const meta = {
  title: 'Data display/Carousel',
  component: Carousel,
  tags: ['autodocs'],
  args: { 'aria-label': 'Testimonials', slides, onIndexChange: fn() },
  parameters: {
    docs: {
      description: {
        component: `Shows one of several slides at a time, with Previous/Next buttons and a dot per slide.

**When to use:** the home page's three testimonials. **When not to:** for content everyone must see (put it on
the page), for products to compare (use a \`Grid\`), or for more than a handful of slides.

**Behaviour** (WAI-ARIA carousel pattern, no auto-rotation): each slide is a group labelled '1 of 3'; the slide
area is a polite live region so the new slide is read; Left/Right arrow keys change slides while focus is on the
carousel's controls; both ends wrap around; the current dot has \`aria-current\`.`,
      },
    },
  },
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

const visibleSlide = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLElement>('[aria-roledescription="slide"]:not([hidden])');

export const Default: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('region', { name: 'Testimonials' })).toBeVisible();
    await expect(visibleSlide(canvasElement)).toHaveAccessibleName('1 of 3');
    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }));
    await expect(visibleSlide(canvasElement)).toHaveTextContent('GST filing');
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(1);
    await expect(canvas.getByRole('button', { name: 'Go to slide 2' })).toHaveAttribute('aria-current', 'true');
  },
};

export const Playground: Story = { args: { defaultIndex: 2 } };

export const KeyboardArrowsAndWrap: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Previous slide' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(visibleSlide(canvasElement)).toHaveTextContent('Meera');
    await userEvent.keyboard('{ArrowRight}');
    await expect(visibleSlide(canvasElement)).toHaveTextContent('Anita');
    await userEvent.keyboard('{Enter}');
    await expect(visibleSlide(canvasElement)).toHaveTextContent('Meera');
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Go to slide 2' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(visibleSlide(canvasElement)).toHaveTextContent('Vikram');
  },
};

export const SingleSlide: Story = {
  args: { slides: slides.slice(0, 1) },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

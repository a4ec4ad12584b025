import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Grid } from '../Grid';
import { ServiceCard } from './ServiceCard';
import { ServiceCardSkeleton } from './ServiceCardSkeleton';

/** A self-contained placeholder picture (the app passes real thumbnails through `resolveMediaUrl`). */
const thumbnail = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 9"><rect width="16" height="9" fill="lightsteelblue"/><circle cx="8" cy="4.5" r="2.5" fill="white"/></svg>',
)}`;

const meta = {
  title: 'Data display/ServiceCard',
  component: ServiceCard,
  tags: ['autodocs'],
  args: {
    title: 'Private Limited Company Registration',
    description: 'Register your private limited company with name approval, DIN, DSC and incorporation.',
    price: 14999,
    href: '/service/private-limited-company-registration',
    linkLabel: 'Learn more',
    thumbnailSrc: thumbnail,
  },
  parameters: {
    docs: {
      description: {
        component: `A service in a grid or list: thumbnail, title, description, price badge and a link ('Learn more').

**When to use:** the home page's category tabs, 'Our Services', category and search results, related services
(with \`tags\`). While loading, render \`ServiceCardSkeleton\`s in the same grid (the category page shows 8).

**Behaviour:** the card shows what the app gives it: the description (the store supplies its fallback text for a
service without one), the tags to show and the link's label. The link goes through the app's link component (from
\`UiProvider\`), and is described by the card's title so a list of 'Learn more' links stays distinguishable. The thumbnail has intrinsic width and height, so the grid does not shift as images load.

**When not to:** for a service's own page, compose \`PageHeading\`, \`Price\` and the content directly.`,
      },
    },
  },
} satisfies Meta<typeof ServiceCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Learn more' });
    await expect(link).toHaveAttribute('href', '/service/private-limited-company-registration');
    await expect(link).toHaveAccessibleDescription('Private Limited Company Registration');
    await expect(canvas.getByText('₹14,999')).toBeVisible();
    const image = canvasImage(canvas.getByRole('article'));
    await expect(image).toHaveAttribute('width');
    await expect(image).toHaveAttribute('height');
  },
};

function canvasImage(card: HTMLElement) {
  const image = card.querySelector('img');
  if (!image) throw new Error('the card has no thumbnail');
  return image;
}

export const Playground: Story = {
  args: { mrp: 19999, percentOff: 25, tags: ['Company', 'Registration', 'MCA', 'Startup'] },
};

export const DiscountedWithTags: Story = {
  args: { mrp: 19999, percentOff: 25, tags: ['Company', 'Registration', 'MCA'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('25% off')).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};

export const WithoutThumbnail: Story = { args: { thumbnailSrc: undefined } };

export const LongTitle: Story = {
  args: {
    title: 'Trademarkregistrationwithobjectionhandlingandhearingrepresentationbeforetheregistrar',
    price: 149999,
  },
};

export const Loading: Story = {
  parameters: { fullWidth: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading services' })).toBeInTheDocument();
    await expect(canvas.queryByRole('article')).toBeNull();
  },
  render: () => (
    <div role="status" aria-label="Loading services">
      <Grid columns={{ mobile: 1, tablet: 2, desktop: 4 }} space="medium">
        {Array.from({ length: 8 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
          <ServiceCardSkeleton key={index} />
        ))}
      </Grid>
    </div>
  ),
};

export const InAGrid: Story = {
  parameters: { fullWidth: true },
  render: (args) => (
    <Grid columns={{ mobile: 1, tablet: 2, desktop: 3 }} space="medium">
      <ServiceCard {...args} />
      <ServiceCard
        {...args}
        title="GST Registration"
        description="Professional service to help your business succeed"
        price={2999}
        mrp={4999}
        percentOff={40}
      />
      <ServiceCard {...args} title="Trademark Registration" price={6999} />
    </Grid>
  ),
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { Grid } from '../Grid';
import { ServiceCard } from './ServiceCard';
import { ServiceCardSkeleton } from './ServiceCardSkeleton';

const meta = {
  title: 'Data display/ServiceCard/Visual',
  component: ServiceCard,
  args: {
    title: 'GST Registration',
    description: 'Get your GSTIN with document review and filing support.',
    price: 2999,
    href: '#gst-registration',
    linkLabel: 'Learn more',
  },
  parameters: { fullWidth: true },
} satisfies Meta<typeof ServiceCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const grid: Story['render'] = (args) => (
  <Grid columns={{ mobile: 1, tablet: 2, desktop: 3 }} space="medium">
    <ServiceCard {...args} />
    <ServiceCard {...args} title="One Person Company" mrp={9999} percentOff={30} price={6999} tags={['OPC', 'MCA']} />
    <ServiceCardSkeleton />
  </Grid>
);

/** One column on phones (spec 2: 1, 2 or 3 columns). */
export const GridMobile: Story = { render: grid, globals: { viewport: { value: 'mobile', isRotated: false } } };

export const GridDesktop: Story = { render: grid, globals: { viewport: { value: 'desktop', isRotated: false } } };

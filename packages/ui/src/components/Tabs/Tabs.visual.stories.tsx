import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { Tabs } from './Tabs';
import { tabsVariants } from './Tabs.css';

const manyCategories = [
  'Company Registration',
  'Tax & Compliance',
  'Intellectual Property',
  'Licenses & Registrations',
  'Legal Documentation',
  'Funding & Finance',
].map((label, index) => ({ id: `c${index}`, label, content: <Text>{`${label} services`}</Text> }));

const meta = {
  title: 'Navigation/Tabs/Visual',
  component: Tabs,
  args: { 'aria-label': 'Service categories', items: manyCategories },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Both variants with six long labels: the tab list scrolls sideways instead of wrapping under itself. */
export const VariantsMobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: (args) => (
    <Stack space="large">
      {tabsVariants.map((variant) => (
        <Tabs key={variant} {...args} aria-label={`Service categories (${variant})`} variant={variant} />
      ))}
    </Stack>
  ),
};

export const VariantsDesktop: Story = {
  ...VariantsMobile,
  globals: { viewport: { value: 'desktop', isRotated: false } },
};

export const SecondSelected: Story = { args: { defaultSelectedId: 'c1', variant: 'line' } };

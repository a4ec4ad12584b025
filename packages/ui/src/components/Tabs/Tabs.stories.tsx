import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Text } from '../Text';
import { Tabs } from './Tabs';
import { tabsVariants } from './Tabs.css';

const categories = [
  { id: 'company', label: 'Company Registration', content: <Text>Private limited, LLP and OPC registration.</Text> },
  { id: 'tax', label: 'Tax & Compliance', content: <Text>GST registration and returns.</Text> },
  { id: 'ip', label: 'Intellectual Property', content: <Text>Trademark and copyright filings.</Text> },
];

const meta = {
  title: 'Navigation/Tabs',
  component: Tabs,
  tags: ['autodocs'],
  args: { 'aria-label': 'Service categories', items: categories, onSelectionChange: fn() },
  argTypes: { variant: { control: 'inline-radio', options: tabsVariants } },
  parameters: {
    docs: {
      description: {
        component: `Switches between panels of related content in place, without leaving the page.

**When to use:** the home page's services by category (first tab selected by default), the profile's 'Profile
Information' / 'Security Settings', and the security sub-tabs (\`variant="pill"\`).

**When not to:** for navigation between pages use links; for content the user may want to see several of at
once use \`Accordion\`; for more than about six tabs on mobile consider a \`Select\`.

**Keyboard** (React Aria \`Tabs\`): Tab moves focus to the selected tab and then into the panel; Left/Right move
between tabs and select them; Home/End jump to the first/last. The tab list scrolls sideways on small screens.`,
      },
    },
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Company Registration' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Private limited');
  },
};

export const Playground: Story = { args: { variant: 'pill' } };

export const KeyboardNavigation: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Company Registration' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Tax & Compliance' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('GST registration');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('tax');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Intellectual Property' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('tab', { name: 'Company Registration' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'Intellectual Property' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel')).toHaveFocus();
  },
};

export const MouseSelection: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Intellectual Property' }));
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Trademark');
    await expect(args.onSelectionChange).toHaveBeenCalledWith('ip');
  },
};

export const PillSubTabs: Story = {
  args: {
    'aria-label': 'Security settings',
    variant: 'pill',
    items: [
      { id: 'password', label: 'Password', content: <Text>Change your password.</Text> },
      { id: 'two-factor', label: 'Two-Factor Authentication', content: <Text>Enable or disable 2FA.</Text> },
    ],
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Two-Factor Authentication' }));
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Enable or disable 2FA.');
  },
};

export const WithDisabledTab: Story = {
  args: { items: categories.map((item) => (item.id === 'tax' ? { ...item, disabled: true } : item)) },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Intellectual Property' })).toHaveFocus();
  },
};

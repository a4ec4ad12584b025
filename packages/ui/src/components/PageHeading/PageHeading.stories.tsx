import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../Button';
import { PageHeading } from './PageHeading';

const meta = {
  title: 'Layout/PageHeading',
  component: PageHeading,
  tags: ['autodocs'],
  args: { title: 'Payment Transactions' },
  parameters: {
    fullWidth: true,
    docs: {
      description: {
        component: `The top of a page: its single \`h1\`, an optional eyebrow and description, and page-level actions.

**When to use:** once per page ('Our Services', 'My Account', 'Complete Your Payment', 'Category Not Found').

**When not to:** for section headings inside a page use \`Heading\` at level 2–4.

The heading accepts programmatic focus (\`tabIndex={-1}\`, via the forwarded ref), so the app can move focus to
it after a route change; actions wrap below the title on mobile. \`align="center"\` centres a page that is a single
message (not found, failed to load).`,
      },
    },
  },
} satisfies Meta<typeof PageHeading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Payment Transactions' })).toBeVisible();
  },
};

export const Playground: Story = {
  args: {
    eyebrow: 'Category',
    title: 'Company Registration',
    description: 'Register a private limited company, LLP or one person company.',
  },
};

export const WithActions: Story = {
  args: {
    actions: (
      <>
        <Button variant="secondary">Filters</Button>
        <Button variant="ghost">Refresh</Button>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Filters' })).toBeVisible();
  },
};

/** A page that is a single message: the title and the description's lines centred. */
export const Centered: Story = {
  args: {
    align: 'center',
    title: "Oops! We've lost this page in space.",
    description: 'The page you are looking for may have moved, or the address may be mistyped.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/may have moved/)).toHaveStyle({ textAlign: 'center' });
  },
};

/**
 * A tool's screen (the back office's service editor): the 24 px title keeps at least seven touch targets of width,
 * and the actions wrap under it rather than squeezing it, here in a 480 px column.
 */
export const Compact: Story = {
  args: {
    compact: true,
    title: 'Private Limited Company Registration',
    description: 'Published · last saved today at 10:42',
    actions: (
      <>
        <Button variant="secondary">Preview</Button>
        <Button variant="secondary">Archive</Button>
        <Button variant="secondary">Unpublish</Button>
        <Button>Save</Button>
      </>
    ),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const title = canvas.getByRole('heading', { level: 1, name: 'Private Limited Company Registration' });
    const save = canvas.getByRole('button', { name: 'Save' });
    // The actions sit below the title, not beside a squeezed one.
    await expect(save.getBoundingClientRect().top).toBeGreaterThan(title.getBoundingClientRect().bottom);
    await expect(title.getBoundingClientRect().width).toBeGreaterThan(280);
  },
};

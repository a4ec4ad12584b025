import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Prose } from './Prose';

// A service description as the catalogue stores it (sanitized HTML).
const description = `<p>Banks need CMA (Credit Monitoring Arrangement) data to assess working capital limits such as cash
credit and overdraft, and for term loans.</p>
<h3>What is included</h3>
<ul><li>Particulars of existing and proposed credit limits</li><li>Computation of maximum permissible bank finance
(MPBF) and drawing power</li><li>Excel working and a formatted PDF report</li></ul>
<h3>Timeline</h3>
<p>The report is ready in <strong>3-5 working days</strong> after receiving documents.</p>`;

const meta = {
  title: 'Typography/Prose',
  component: Prose,
  tags: ['autodocs'],
  args: { html: description },
  parameters: {
    docs: {
      description: {
        component: `Rich text the kit does not write itself — a service's HTML description — in the kit's type
scale: spacing between blocks, headings close to what they introduce, bulleted and numbered lists with hanging
lines, bold and links.

**When to use:** for HTML from the catalogue, after the app has sanitized it (the kit sets \`html\` as is).

**When not to:** for text the app writes use \`Text\`, \`Heading\` and \`List\`.`,
      },
    },
  },
} satisfies Meta<typeof Prose>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'What is included' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};

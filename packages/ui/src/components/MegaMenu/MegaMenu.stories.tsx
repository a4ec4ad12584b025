import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { withClientSideLinks } from '../../story-support/ClientSideLinks';
import { MegaMenu, type MegaMenuSection } from './MegaMenu';

const section = (id: string, label: string, titles: string[]): MegaMenuSection => ({
  id,
  label,
  href: `#${id}`,
  linksLabel: `${label} services`,
  viewAllLabel: `View all ${label} services`,
  links: titles.map((title) => ({ id: title, label: title, href: `#${title}` })),
});

const sections = [
  section('company', 'Company Registration', [
    'Private Limited Company Registration',
    'Limited Liability Partnership (LLP) Registration',
    'One Person Company (OPC) Registration',
    'Section 8 Company (NGO) Registration',
    'Partnership Firm Registration',
  ]),
  section('tax', 'GST & Tax', ['GST Registration', 'GST Return Filing (Monthly)', 'TDS Return Filing (Quarterly)']),
  section('funding', 'Funding & Finance', []),
  section('legal', 'Legal Compliance', ['Annual ROC Compliance for Private Limited Companies', 'Director KYC']),
];

const meta = {
  title: 'Navigation/MegaMenu',
  component: MegaMenu,
  tags: ['autodocs'],
  args: { sections, emptyMessage: 'No services available', onNavigate: fn() },
  globals: { viewport: { value: 'narrowDesktop', isRotated: false } },
  decorators: [withClientSideLinks],
  parameters: {
    fullWidth: true,
    docs: {
      description: {
        component: `The content of a site header's mega-menu panel: sections (the store's categories) listed on the
left, the links of the section under the pointer or keyboard focus on the right, with a "View all" link and a
message for a section without links.

**When to use:** inside a \`NavMenu\` entry's \`panel\` (pass its \`close\` as \`onNavigate\`), when the sections are
too many or too long to sit in the header's bar as entries of their own.

**Keyboard:** each section's links follow its name in the tab order, so Tab goes from a section into its links and
on to the next section; focusing a section shows its links. The \`NavMenu\` around it closes the panel on Escape.

**When not to:** on mobile, where the header's menu lists sections as an accordion.`,
      },
    },
  },
} satisfies Meta<typeof MegaMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    // The first section is shown at first; Tab goes from its name into its links.
    await expect(canvas.getByRole('group', { name: 'Company Registration services' })).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Company Registration' })).toHaveFocus();
    await userEvent.tab();
    const viewAll = canvas.getByRole('link', { name: 'View all Company Registration services' });
    await expect(viewAll).toHaveFocus();
    // The pointer passing over another section leaves the links under the keyboard's focus alone.
    await userEvent.hover(canvas.getByRole('link', { name: 'Funding & Finance' }));
    await expect(viewAll).toHaveFocus();
    // Past the section's links, Tab reaches the next section and shows its links.
    for (let step = 0; step < 6; step += 1) await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'GST & Tax' })).toHaveFocus();
    await expect(canvas.getByRole('group', { name: 'GST & Tax services' })).toBeVisible();
    // Hover shows a section too; one without links says so.
    await userEvent.hover(canvas.getByRole('link', { name: 'Funding & Finance' }));
    await expect(canvas.getByRole('group', { name: 'Funding & Finance services' })).toHaveTextContent(
      'No services available',
    );
    await userEvent.hover(canvas.getByRole('link', { name: 'GST & Tax' }));
    await expect(canvas.queryByRole('group', { name: 'Funding & Finance services' })).toBeNull();
    await userEvent.click(canvas.getByRole('link', { name: 'GST Registration' }));
    await expect(args.onNavigate).toHaveBeenCalled();
  },
};

export const Playground: Story = { parameters: { screenshot: { disable: true } } };

/** Without sections (the catalogue has not loaded or is empty): the message alone. */
export const WithoutSections: Story = {
  args: { sections: [] },
  parameters: { screenshot: { disable: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No services available')).toBeVisible();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { backofficeStory, desktopViewport, PAGE_READY } from '../../../stories/backoffice-story';
import { adminCategories } from '../../../stories/fixtures/catalog-editor';
import { mockData, mockPostPending, mockPut, mockPutError } from '../../../stories/mock-api';

const gstTax = adminCategories[1] as (typeof adminCategories)[number];

/** /backoffice/catalog/categories/:id and /new: a category's name, slug and description. */
const meta = {
  title: 'Back office/Catalog/Category editor',
  ...backofficeStory,
  parameters: {
    backofficePage: { url: `/catalog/categories/${gstTax._id}`, signedIn: true },
    msw: { handlers: { category: mockData('/admin/catalog/categories/{categoryId}', { category: gstTax }) } },
  },
  globals: desktopViewport,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

let sent: unknown;

/** A saved category: its earlier slug still redirects; changing the slug says the old address keeps working. */
export const Edit: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const slug = await canvas.findByRole('textbox', { name: /^Slug/ }, PAGE_READY);
    await expect(canvas.getByText('Earlier slugs, still redirecting here: gst')).toBeVisible();
    await userEvent.clear(slug);
    await userEvent.type(slug, 'gst-and-tax');
    await expect(slug).toHaveAccessibleDescription(
      'After saving, the old address /category/gst-tax keeps working: it redirects (301) to /category/gst-and-tax.',
    );
  },
};

/** A slug another category has: the server's 409 (category-editor.ts) shows on the slug. */
export const SlugTaken: Story = {
  parameters: {
    msw: {
      handlers: {
        save: mockPutError('/admin/catalog/categories/{categoryId}', 409, 'Another category already uses this slug'),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const slug = await canvas.findByRole('textbox', { name: /^Slug/ }, PAGE_READY);
    await userEvent.clear(slug);
    await userEvent.type(slug, 'company-registration');
    await userEvent.click(canvas.getByRole('button', { name: 'Save category' }));
    await expect(await canvas.findByText('Another category already uses this slug')).toBeVisible();
    await expect(slug).toHaveAttribute('aria-invalid', 'true');
  },
};

/** A new category: the slug follows the name, a bad slug is refused before sending, then it is sent. */
export const New: Story = {
  parameters: {
    backofficePage: { url: '/catalog/categories/new' },
    msw: { handlers: { create: mockPostPending('/admin/catalog/categories', (body) => (sent = body)) } },
  },
  play: async ({ canvasElement }) => {
    sent = undefined;
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: /^Name/ }, PAGE_READY), 'Licences & Permits');
    const slug = canvas.getByRole('textbox', { name: /^Slug/ });
    await expect(slug).toHaveValue('licences-permits');
    await userEvent.type(slug, '-');
    await userEvent.click(canvas.getByRole('button', { name: 'Add category' }));
    await expect(
      await canvas.findByText('Use lowercase letters and digits, words joined by single hyphens'),
    ).toBeVisible();
    await expect(sent).toBeUndefined();
    await userEvent.type(slug, 'india');
    await userEvent.click(canvas.getByRole('button', { name: 'Add category' }));
    await waitFor(() =>
      expect(sent).toEqual({ name: 'Licences & Permits', slug: 'licences-permits-india', description: '' }),
    );
  },
};

/** Where a saved category stands: shown or hidden, and its place in menus, each saved at once. */
export const Placement: Story = {
  parameters: {
    msw: {
      handlers: {
        order: mockPut('/admin/catalog/categories/order', (body) => {
          sent = body;
          return { categories: adminCategories };
        }),
      },
    },
  },
  play: async ({ canvasElement }) => {
    sent = undefined;
    const canvas = within(canvasElement);
    const placement = within(await canvas.findByRole('region', { name: 'Placement' }, PAGE_READY));
    await expect(placement.getByRole('switch', { name: 'Shown to customers' })).toBeChecked();
    await expect(await placement.findByText('Position in menus: 2 of 3')).toBeVisible();
    await userEvent.click(placement.getByRole('button', { name: 'Move up' }));
    await waitFor(() =>
      expect(sent).toEqual({
        categoryIds: [adminCategories[1]?._id, adminCategories[0]?._id, adminCategories[2]?._id],
      }),
    );
  },
};

/** A hidden category says so beside its switch. */
export const Hidden: Story = {
  parameters: {
    msw: {
      handlers: {
        category: mockData('/admin/catalog/categories/{categoryId}', { category: { ...gstTax, hidden: true } }),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = await canvas.findByRole('region', { name: 'Placement' }, PAGE_READY);
    region.scrollIntoView({ block: 'center' });
    await expect(within(region).getByRole('switch', { name: 'Hidden from customers' })).not.toBeChecked();
  },
};

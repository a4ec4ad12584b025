import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { backofficeStory, desktopViewport } from '../../../stories/backoffice-story';
import { nidhiDraft } from '../../../stories/fixtures/catalog-editor';
import { mockPostPending, mockPutError } from '../../../stories/mock-api';
import { openDialog } from '../../../stories/screen-checks';
import { draftHandlers, draftSaving, loaded, record, sent, serviceHandlers, servicePage } from './service-editor-story';

/** /backoffice/catalog/services/:id and /new: every part of a service and its form's preview (status: elsewhere). */
const meta = {
  title: 'Back office/Catalog/Service editor',
  ...backofficeStory,
  parameters: { backofficePage: servicePage, msw: { handlers: serviceHandlers } },
  globals: desktopViewport,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** A published service, filled in: the store link, the sanitized description, FAQs, and the form's nine field types. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await expect(canvas.getByRole('link', { name: /View on the store/ })).toHaveAttribute(
      'href',
      '/service/gst-registration',
    );
    await expect(canvas.getByRole('textbox', { name: /^Price/ })).toHaveValue('2999');
    await expect(canvas.getByText('Earlier slugs, still redirecting here: gst-registration-online')).toBeVisible();
    const saved = within(canvas.getByRole('region', { name: 'Saved description' }));
    await expect(saved.getByRole('heading', { name: 'What you get' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Question 2' })).toBeVisible();
    const preview = within(canvas.getByRole('region', { name: 'Form preview' }));
    await expect(preview.getByRole('textbox', { name: /^Business name/ })).toHaveAttribute(
      'placeholder',
      'e.g. Acme Traders',
    );
    await expect(preview.getByRole('textbox', { name: /^Contact email/ })).toHaveAttribute('type', 'email');
    await expect(preview.getByRole('spinbutton', { name: /^Annual turnover/ })).toBeVisible();
    await expect(preview.getByRole('textbox', { name: /^Business activities/ })).toBeVisible();
    await expect(preview.getByLabelText(/^Date business started/)).toHaveAttribute('type', 'date');
    await expect(preview.getByLabelText(/^Best time for a call/)).toHaveAttribute('type', 'datetime-local');
    await expect(preview.getByLabelText(/^Opening time/)).toHaveAttribute('type', 'time');
    await expect(preview.getByText(/Accepted: pdf, jpg, png/)).toBeVisible();
    await expect(preview.getByRole('button', { name: /State/ })).toBeVisible();
    await userEvent.click(preview.getByRole('button', { name: /Check the answers/ }));
    await expect(await preview.findByText('Business name is required')).toBeVisible();
  },
};

/** The rules as the admin types: an MRP below the price and a dropdown without options, marked before any call. */
export const ValidationErrors: Story = {
  parameters: {
    backofficePage: { url: `/catalog/services/${nidhiDraft._id}` },
    msw: {
      handlers: {
        ...draftSaving,
      },
    },
  },
  play: async ({ canvasElement }) => {
    sent.length = 0;
    const canvas = await loaded(canvasElement);
    const mrp = canvas.getByRole('textbox', { name: /^MRP/ });
    await userEvent.clear(mrp);
    await userEvent.type(mrp, '19999');
    const field = within(canvas.getByRole('region', { name: /^Field 2:/ }));
    await userEvent.click(field.getByRole('button', { name: /Type/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Dropdown' }));
    await expect(await field.findByText('a dropdown needs options')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Save draft' }));
    await expect(await canvas.findByText('MRP must not be lower than the price')).toBeVisible();
    await expect(canvas.getByText('Fix the 2 problems marked below, then save again.')).toBeVisible();
    await expect(sent).toEqual([]);
    await userEvent.type(field.getByRole('textbox', { name: /^Options/ }), 'Yes{enter}No');
    await waitFor(() => expect(field.queryByText('a dropdown needs options')).toBeNull());
  },
};

/**
 * The server's 422 against the fields it names, in its words (service-input.ts): a field definition's path, and a
 * category removed since the editor loaded (the checks the editor cannot make itself).
 */
export const ServerErrors: Story = {
  parameters: {
    msw: {
      handlers: {
        save: mockPutError('/admin/catalog/services/{serviceId}', 422, 'Validation failed', [
          { field: 'categoryIds[0]', message: 'No category has this id' },
          { field: 'fields[8].options[1]', message: 'duplicate option "maharashtra"' },
        ]),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await expect(await canvas.findByText('duplicate option "maharashtra"')).toBeVisible();
    await expect(canvas.getByText('No category has this id')).toBeVisible();
  },
};

/** The description's toolbar: toggle buttons that say whether they are on; what is typed is sent as HTML. */
export const RichTextToolbar: Story = {
  parameters: {
    backofficePage: { url: `/catalog/services/${nidhiDraft._id}` },
    msw: {
      handlers: { ...draftHandlers, save: mockPostPending('/admin/catalog/services/{serviceId}/publish', record) },
    },
  },
  play: async ({ canvasElement }) => {
    sent.length = 0;
    const canvas = await loaded(canvasElement);
    const toolbar = within(canvas.getByRole('toolbar', { name: 'Description formatting' }));
    const editor = canvas.getByRole('textbox', { name: 'Description' });
    await userEvent.click(editor);
    await userEvent.keyboard('{Control>}a{/Control}');
    await userEvent.click(toolbar.getByRole('button', { name: 'Bold' }));
    await expect(toolbar.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true');
    await expect(editor.querySelector('strong')).not.toBeNull();
    const dialog = await openDialog(toolbar, 'Link', 'Link');
    const address = dialog.getByRole('textbox', { name: /^Link address/ });
    await userEvent.clear(address);
    await userEvent.type(address, 'javascript:alert(1)');
    await userEvent.click(dialog.getByRole('button', { name: 'Apply link' }));
    await expect(await dialog.findByText('Use an address starting with https://, http:// or mailto:')).toBeVisible();
    await userEvent.clear(address);
    await userEvent.type(address, 'https://www.gst.gov.in');
    await userEvent.click(dialog.getByRole('button', { name: 'Apply link' }));
    await waitFor(() => expect(editor.querySelector('a[href="https://www.gst.gov.in"]')).not.toBeNull());
    await expect(toolbar.getByRole('button', { name: 'Link' })).toHaveAttribute('aria-pressed', 'true');
  },
};

/**
 * The icon, chosen from the contract's list, and what the price includes and the milestones, a line each: more steps
 * than the contract allows are refused before sending; the lines are sent as typed, blank ones dropped; the save bar
 * says whether anything is unsaved, before and after the save.
 */
export const ContentAndMilestones: Story = {
  parameters: { backofficePage: { url: `/catalog/services/${nidhiDraft._id}` }, msw: { handlers: draftSaving } },
  play: async ({ canvasElement }) => {
    sent.length = 0;
    const canvas = await loaded(canvasElement);
    await expect(canvas.getByText('No unsaved changes')).toBeVisible();
    const steps = canvas.getByRole('textbox', { name: /^Steps/ });
    // Lines pasted from a list, as staff bring them (typed, a key redraws the editor: past 30 s on a loaded runner).
    await userEvent.clear(steps);
    await userEvent.paste(Array.from({ length: 13 }, (_, at) => `Step ${at + 1}`).join('\n'));
    await expect(canvas.getByText('Unsaved changes')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Save draft' }));
    await expect(await canvas.findByText('At most 12 lines')).toBeVisible();
    await expect(sent).toEqual([]);
    await userEvent.clear(steps);
    await userEvent.paste('Name approved\n\nCompany incorporated');
    const included = canvas.getByRole('textbox', { name: /^What is included/ });
    await userEvent.clear(included);
    await userEvent.paste('Certificate of incorporation\nPAN and TAN');
    const content = within(canvas.getByRole('region', { name: 'Content' }));
    await userEvent.click(content.getByRole('button', { name: /Icon/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'rocket' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    await expect(sent[0]).toMatchObject({
      icon: 'rocket',
      milestones: ['Name approved', 'Company incorporated'],
      included: ['Certificate of incorporation', 'PAN and TAN'],
    });
    await expect(await canvas.findByText('No unsaved changes')).toBeVisible();
  },
};

/** A new service: the slug follows the title, fields are added and reordered, the preview follows. */
export const New: Story = {
  parameters: { backofficePage: { url: '/catalog/services/new' } },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /^Title/ }), 'FSSAI Food Licence');
    await expect(canvas.getByRole('textbox', { name: /^Slug/ })).toHaveValue('fssai-food-licence');
    await expect(canvas.getByText('Save the draft first, then upload its picture here.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add a field' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /^Label/ }), 'Shop name');
    await userEvent.click(canvas.getByRole('button', { name: 'Add a field' }));
    const second = within(canvas.getByRole('region', { name: /^Field 2:/ }));
    await userEvent.type(second.getByRole('textbox', { name: /^Label/ }), 'Owner email');
    await userEvent.click(canvas.getByRole('button', { name: 'Move up field 2 (Owner email)' }));
    const preview = within(canvas.getByRole('region', { name: 'Form preview' }));
    const labels = preview.getAllByRole('textbox').map((box) => box.getAttribute('id'));
    await expect(labels).toEqual(['preview-field2', 'preview-field1']);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove field 2 (Shop name)' }));
    await expect(preview.getAllByRole('textbox')).toHaveLength(1);
  },
};

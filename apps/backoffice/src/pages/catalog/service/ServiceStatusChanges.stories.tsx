import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { backofficeStory, desktopViewport } from '../../../stories/backoffice-story';
import { gstRegistration, nidhiDraft } from '../../../stories/fixtures/catalog-editor';
import { mockData, mockPostPending } from '../../../stories/mock-api';
import { openDialog } from '../../../stories/screen-checks';
import { dialogSettled } from '../../../stories/settle';
import { draftSaving, loaded, record, sent, serviceHandlers, servicePage } from './service-editor-story';

/** /backoffice/catalog/services/:id: publishing, unpublishing, archiving and restoring a service. */
const meta = {
  title: 'Back office/Catalog/Service status',
  ...backofficeStory,
  parameters: { backofficePage: servicePage, msw: { handlers: serviceHandlers } },
  globals: desktopViewport,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Publishing a draft asks first; confirming saves what was typed, then publishes. */
export const PublishConfirm: Story = {
  parameters: {
    backofficePage: { url: `/catalog/services/${nidhiDraft._id}` },
    msw: {
      handlers: {
        ...draftSaving,
        publish: mockPostPending('/admin/catalog/services/{serviceId}/publish', () => record('publish')),
      },
    },
  },
  play: async ({ canvasElement }) => {
    sent.length = 0;
    const canvas = await loaded(canvasElement);
    const dialog = await openDialog(canvas, 'Publish', 'Publish this service?', 'alertdialog');
    await expect(dialog.getByText(/they can apply for it/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    await expect(sent[0]).toMatchObject({ slug: 'nidhi-company-registration', price: 24999, mrp: 29999 });
    await expect(sent[1]).toBe('publish');
    await dialogSettled();
  },
};

/** Unpublishing asks first and says that existing submissions are kept. */
export const UnpublishConfirm: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    const dialog = await openDialog(canvas, 'Unpublish', 'Unpublish this service?', 'alertdialog');
    await expect(dialog.getByText(/Existing submissions, their payments and invoices are kept/)).toBeVisible();
    await dialogSettled();
  },
};

/** Archiving a published service asks first and says its paid submissions stay workable. */
export const ArchiveConfirm: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    const dialog = await openDialog(canvas, 'Archive', 'Archive this service?', 'alertdialog');
    await expect(dialog.getByText(/Paid submissions for it stay in the queue/)).toBeVisible();
    await dialogSettled();
  },
};

/** An archived service: its status, and Restore as the one status change. */
export const Archived: Story = {
  parameters: {
    msw: {
      handlers: {
        service: mockData('/admin/catalog/services/{serviceId}', {
          service: { ...gstRegistration, status: 'archived' },
        }),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await expect(canvas.getByText('Archived: customers do not see it; its submissions stay workable.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Restore' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Publish' })).toBeNull();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { UploadList, type UploadListItem } from './UploadList';

/** A stand-in for the spec's formatter (which lives in @startwise/flows). */
const formatSize = (bytes: number) =>
  bytes < 1024 ** 2 ? `${(bytes / 1024).toFixed(2)} KB` : `${(bytes / 1024 ** 2).toFixed(2)} MB`;

const uploading: UploadListItem = {
  key: 'pan-1',
  name: 'pan-card-scan.pdf',
  size: 18_874_368,
  status: 'uploading',
  progress: 0.42,
};
const uploaded: UploadListItem = {
  key: 'bill-2',
  name: 'electricity-bill.pdf',
  size: 912_384,
  status: 'uploaded',
  progress: 1,
};
const failed: UploadListItem = {
  key: 'lease-3',
  name: 'rent-agreement-signed-by-both-parties-and-notarised-at-the-sub-registrar-office.pdf',
  size: 24_117_248,
  status: 'failed',
  progress: 0.7,
  error: 'The connection was lost. Check your network and retry.',
};

const meta = {
  title: 'Forms/UploadList',
  component: UploadList,
  tags: ['autodocs'],
  args: {
    label: 'Address proof uploads',
    uploads: [uploading, uploaded, failed],
    formatSize,
    onCancel: fn(),
    onRetry: fn(),
  },
  parameters: {
    docs: {
      description: {
        component: `Files on their way to the server, one row each: name, size, status, a progress bar while the
file travels, the reason when it failed, and **Cancel** (while it travels), **Remove** (once it failed or arrived)
and **Retry** (a failed file, alone).

**When to use:** under a file field whose files are uploaded one by one as soon as they are chosen (the storefront
does this with Uppy, so a 25 MB scan on a mobile network shows its progress). **When not to:** files a record
already holds use \`FileList\`; a form that sends its files with its own request lists them in \`FileField\`.

**Accessibility:** a list named by \`label\`; each progress bar is a \`progressbar\` named 'Uploading <name>' with its
percentage; each row's status word is a polite live region, so arriving and failing are announced but not every
percent; Cancel, Remove and Retry are named after their file, and Retry is described by the error.`,
      },
    },
  },
} satisfies Meta<typeof UploadList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const list = canvas.getByRole('list', { name: 'Address proof uploads' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    const bar = canvas.getByRole('progressbar', { name: 'Uploading pan-card-scan.pdf' });
    await expect(bar).toHaveAttribute('aria-valuenow', '42');
    await expect(list).toHaveTextContent('18.00 MB · Uploading 42%');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel pan-card-scan.pdf' }));
    await expect(args.onCancel).toHaveBeenCalledWith('pan-1');
    const retry = canvas.getByRole('button', { name: `Retry ${failed.name}` });
    await expect(retry).toHaveAccessibleDescription('The connection was lost. Check your network and retry.');
    await userEvent.click(retry);
    await expect(args.onRetry).toHaveBeenCalledWith('lease-3');
    await userEvent.click(canvas.getByRole('button', { name: 'Remove electricity-bill.pdf' }));
    await expect(args.onCancel).toHaveBeenCalledWith('bill-2');
  },
};

export const Playground: Story = {};

/** One file, just started. */
export const Uploading: Story = {
  args: { uploads: [{ ...uploading, progress: 0.05 }] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '5');
    await expect(canvas.queryByRole('button', { name: /^Retry/ })).toBeNull();
  },
};

/** A failed file: its reason, Retry and Remove; no progress bar. */
export const Failed: Story = {
  args: { uploads: [failed] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await expect(canvas.getByRole('status')).toHaveTextContent('Upload failed');
    await expect(canvas.getByText('The connection was lost. Check your network and retry.')).toBeVisible();
  },
};

/** Every file arrived. */
export const Uploaded: Story = {
  args: { uploads: [uploaded, { ...uploaded, key: 'pan-4', name: 'pan-card.jpg', size: 204_800 }] },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('status').map((status) => status.textContent)).toEqual(['Uploaded', 'Uploaded']);
  },
};

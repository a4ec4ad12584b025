import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FileList, type FileListItem } from './FileList';

const files: FileListItem[] = [
  { id: 'f1', name: 'pan-card.pdf', size: 184_320, meta: 'PAN card' },
  { id: 'f2', name: 'aadhaar-front-and-back-scanned-at-the-bank-branch.jpg', size: 2_411_724, meta: 'Aadhaar card' },
  { id: 'f3', name: 'electricity-bill-october.png', size: 912, meta: 'Address proof' },
];

/** Stories pass a stand-in for the flows package's `formatFileSize`. */
const formatSize = (bytes: number) =>
  bytes < 1024
    ? `${bytes} B`
    : bytes < 1024 ** 2
      ? `${(bytes / 1024).toFixed(2)} KB`
      : `${(bytes / 1024 ** 2).toFixed(2)} MB`;

const meta = {
  title: 'Data display/FileList',
  component: FileList,
  tags: ['autodocs'],
  args: { label: 'Uploaded files', files, formatSize, onDownload: fn() },
  parameters: {
    docs: {
      description: {
        component: `The files a record holds — a customer's uploads, an answered document request, a delivery —
each with its size and a Download button.

**When to use:** files someone may open or save. **When not to:** for files being chosen in a form use
\`FileField\`, which lists its own choice.

**Accessibility:** a list named by \`label\`; each Download button is named after its file ('Download pan-card.pdf')
and shows as busy while its download runs.`,
      },
    },
  },
} satisfies Meta<typeof FileList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const list = canvas.getByRole('list', { name: 'Uploaded files' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(list).toHaveTextContent('PAN card · 180.00 KB');
    await userEvent.click(canvas.getByRole('button', { name: 'Download pan-card.pdf' }));
    await expect(args.onDownload).toHaveBeenCalledWith(files[0]);
  },
};

export const Playground: Story = { args: { onDownload: undefined } };

export const Downloading: Story = {
  args: { downloadingId: 'f2' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', { name: 'Download aadhaar-front-and-back-scanned-at-the-bank-branch.jpg' }),
    ).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  args: { files: [], emptyMessage: 'No documents were uploaded.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No documents were uploaded.')).toBeVisible();
  },
};

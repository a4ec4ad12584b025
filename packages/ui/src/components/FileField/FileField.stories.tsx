import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { FileField } from './FileField';

/** A stand-in for the spec's formatter (which lives in @startwise/flows): KB, or MB/GB with 2 decimals. */
const formatSize = (bytes: number) => {
  if (bytes < 1024 ** 2) return `${Math.round(bytes / 1024)} KB`;
  if (bytes < 1024 ** 3) return `${(bytes / 1024 ** 2).toFixed(2)} MB`;
  return `${(bytes / 1024 ** 3).toFixed(2)} GB`;
};

const meta = {
  title: 'Forms/FileField',
  component: FileField,
  tags: ['autodocs'],
  args: { label: 'PAN card', name: 'pan', formatSize, onChange: fn(), hint: 'pdf, jpg or png, up to 5.00 MB' },
  parameters: {
    docs: {
      description: {
        component: `A labelled native file picker that lists every chosen file with its size.

**Sizes:** the spec's formatter lives in \`@startwise/flows\`, which the kit must not import, so
\`formatSize\` is a required prop — pass \`formatFileSize\` from the flows package.

**When to use:** documents for an application form (\`type: 'file'\`, with \`multiple\` when the field allows
several). Type and size limits are validated by the form rules ('Only pdf, jpg, png files are allowed',
'File size must not exceed 5.00 MB'); \`accept\` only narrows the picker.`,
      },
    },
  },
} satisfies Meta<typeof FileField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByLabelText('PAN card');
    await userEvent.upload(input, new File([new Uint8Array(2048)], 'pan-card.pdf', { type: 'application/pdf' }));
    await expect(canvas.getByText('pan-card.pdf')).toBeVisible();
    await expect(canvas.getByText('2 KB')).toBeVisible();
    await expect(args.onChange).toHaveBeenCalledWith([expect.objectContaining({ name: 'pan-card.pdf' })]);
  },
};

export const Playground: Story = { args: { multiple: false, disabled: false, required: false, error: '' } };

export const Multiple: Story = {
  args: { label: 'Supporting documents', multiple: true, accept: '.pdf,.jpg,.png' },
  play: async ({ canvas }) => {
    await userEvent.upload(canvas.getByLabelText('Supporting documents'), [
      new File([new Uint8Array(3 * 1024 * 1024)], 'bank-statement.pdf', { type: 'application/pdf' }),
      new File([new Uint8Array(10 * 1024)], 'photo.jpg', { type: 'image/jpeg' }),
    ]);
    const list = canvas.getByRole('list', { name: 'Chosen files' });
    await expect(list).toHaveTextContent('bank-statement.pdf3.00 MB');
    await expect(list).toHaveTextContent('photo.jpg10 KB');
  },
};

export const ListedFiles: Story = {
  args: {
    files: [
      { name: 'certificate-of-incorporation-with-a-very-long-unbroken-file-name.pdf', size: 5_400_000 },
      { name: 'logo.png', size: 48_000 },
    ],
  },
};

export const WithError: Story = {
  args: { error: 'Only pdf, jpg, png files are allowed', files: [{ name: 'notes.docx', size: 12_000 }] },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('PAN card')).toBeInvalid();
  },
};

export const Disabled: Story = { args: { disabled: true } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { Checkbox } from '../Checkbox';
import { CodeInput } from '../CodeInput';
import { DateField } from '../DateField';
import { ErrorSummary } from '../ErrorSummary';
import { FileField } from '../FileField';
import { Select } from '../Select';
import { Stack } from '../Stack';
import { Switch } from '../Switch';
import { TextArea } from '../TextArea';
import { TextField } from '../TextField';

const formatSize = (bytes: number) => `${(bytes / 1024 ** 2).toFixed(2)} MB`;

const groups = ['text', 'choice', 'files'] as const;

/** The form controls in three groups (each fits one screenshot), valid or invalid. */
function FormControls({ group, withErrors }: { group: (typeof groups)[number]; withErrors: boolean }) {
  const error = (message: string) => (withErrors ? message : undefined);
  if (group === 'text') {
    return (
      <Stack space="medium">
        <TextField label="Company name" required error={error('Company name is required')} />
        <TextField
          label="Email"
          type="email"
          defaultValue="asha@mailinator.com"
          error={error('Email domains from mailinator.com are not allowed')}
        />
        <TextArea
          label="Describe your business"
          hint="At least 20 characters"
          error={error('Minimum 20 characters required')}
        />
        <DateField
          label="Date of incorporation"
          defaultValue="2025-04-01"
          error={error('Date of incorporation is required')}
        />
      </Stack>
    );
  }
  if (group === 'choice') {
    return (
      <Stack space="medium">
        <Select
          label="Business type"
          options={['Private Limited', 'LLP', 'Other']}
          error={error('Business type is required')}
        />
        <Select label="Services needed" multiple options={['GST', 'Trademark']} defaultValue={['GST', 'Trademark']} />
        <Checkbox defaultChecked invalid={withErrors}>
          I confirm the details are correct
        </Checkbox>
        <Switch defaultChecked>Currently subscribed</Switch>
      </Stack>
    );
  }
  return (
    <Stack space="medium">
      {withErrors && (
        <ErrorSummary
          focusOnMount={false}
          errors={[{ message: 'Company name is required' }, { message: 'Only pdf, jpg, png files are allowed' }]}
        />
      )}
      <FileField
        label="Documents"
        formatSize={formatSize}
        files={[{ name: 'notes.docx', size: 1_258_291 }]}
        error={error('Only pdf, jpg, png files are allowed')}
      />
      <CodeInput
        label="Verification code"
        length={6}
        value="4815"
        error={error('Invalid or expired verification code')}
      />
    </Stack>
  );
}

/** Every form control together, valid and invalid, desktop and mobile; screenshotted in both themes. */
const meta = {
  title: 'Forms/Visual',
  component: FormControls,
  tags: ['!autodocs'],
  args: { group: 'text', withErrors: false },
  argTypes: { group: { control: 'inline-radio', options: groups } },
} satisfies Meta<typeof FormControls>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TextValid: Story = {};

export const TextInvalid: Story = { args: { withErrors: true } };

export const ChoiceValid: Story = { args: { group: 'choice' } };

export const ChoiceInvalid: Story = { args: { group: 'choice', withErrors: true } };

export const FilesAndCodeValid: Story = { args: { group: 'files' } };

export const FilesAndCodeInvalid: Story = { args: { group: 'files', withErrors: true } };

export const MobileTextInvalid: Story = { args: { withErrors: true }, globals: { viewport: { value: 'mobile' } } };

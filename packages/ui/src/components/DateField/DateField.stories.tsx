import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { DateField, dateFieldTypes } from './DateField';

const meta = {
  title: 'Forms/DateField',
  component: DateField,
  tags: ['autodocs'],
  args: { label: 'Start Date', name: 'startDate', onChange: fn() },
  argTypes: { type: { control: 'inline-radio', options: dateFieldTypes } },
  parameters: {
    docs: {
      description: {
        component: `A labelled date, date-time or time input using the browser's native control.

**Why native:** the browser's picker is keyboard and screen-reader accessible on every platform, localised,
and yields exactly the value formats the forms send: \`date\` 'YYYY-MM-DD', \`datetime-local\`
'YYYY-MM-DDTHH:mm', \`time\` 'HH:mm'.

**When not to:** a date range with presets or a calendar always on screen — compose two \`DateField\`s
('Start Date', 'End Date') as the transactions filter does.`,
      },
    },
  },
} satisfies Meta<typeof DateField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByLabelText('Start Date');
    await userEvent.type(input, '2025-04-01');
    await expect(input).toHaveValue('2025-04-01');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const Playground: Story = { args: { type: 'date', hint: '', error: '', disabled: false, required: false } };

export const DateTime: Story = {
  args: { type: 'datetime-local', label: 'Preferred call time', defaultValue: '2025-04-01T10:30' },
};

export const Time: Story = { args: { type: 'time', label: 'Time', defaultValue: '09:00' } };

export const WithError: Story = {
  args: { label: 'Date of incorporation', required: true, error: 'Date of incorporation is required' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/Date of incorporation/)).toBeInvalid();
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: '2025-04-01' } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { CodeInput } from './CodeInput';

const meta = {
  title: 'Forms/CodeInput',
  component: CodeInput,
  tags: ['autodocs'],
  args: { label: 'Verification code', length: 6, onChange: fn(), onComplete: fn() },
  parameters: {
    docs: {
      description: {
        component: `A box per digit of a one-time code (Verify email, Two-factor login, enabling two-factor); the app
passes \`length\` from its code rule (six here). Each box takes one digit and moves on; Backspace clears and moves
back; Arrow Left/Right move between boxes; pasting anywhere fills from the first box with the digits of the pasted
text ('123-456' gives 123456). \`onComplete\` fires when all are filled — the screen submits there (auto-submit).

Each box is labelled 'Digit 1 of 6'…'Digit 6 of 6' inside a group named by \`label\`; the first box offers the
platform's one-time-code autofill. **When not to:** passwords or other free text (\`TextField\`).`,
      },
    },
  },
} satisfies Meta<typeof CodeInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('textbox', { name: 'Digit 1 of 6' }));
    await userEvent.keyboard('48');
    await expect(canvas.getByRole('textbox', { name: 'Digit 3 of 6' })).toHaveFocus();
    await userEvent.keyboard('x');
    await expect(canvas.getByRole('textbox', { name: 'Digit 3 of 6' })).toHaveValue('');
    await userEvent.keyboard('1516');
    await expect(args.onComplete).toHaveBeenCalledTimes(1);
    await expect(args.onComplete).toHaveBeenCalledWith('481516');
  },
};

export const Playground: Story = { args: { hint: '', error: '', disabled: false } };

export const PasteFillsFromFirstBox: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('textbox', { name: 'Digit 4 of 6' }));
    await userEvent.paste('Code: 987-654!');
    const values = canvas.getAllByRole('textbox').map((box) => (box as HTMLInputElement).value);
    await expect(values).toEqual(['9', '8', '7', '6', '5', '4']);
    await expect(args.onComplete).toHaveBeenCalledWith('987654');
  },
};

export const PartialPaste: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('textbox', { name: 'Digit 1 of 6' }));
    await userEvent.paste('12a');
    await expect(canvas.getByRole('textbox', { name: 'Digit 3 of 6' })).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith('12');
    await expect(args.onComplete).not.toHaveBeenCalled();
  },
};

export const BackspaceAndArrows: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('textbox', { name: 'Digit 1 of 6' }));
    await userEvent.keyboard('123');
    await userEvent.keyboard('{Backspace}');
    await expect(canvas.getByRole('textbox', { name: 'Digit 3 of 6' })).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith('12');
    await userEvent.keyboard('{Backspace}');
    await expect(canvas.getByRole('textbox', { name: 'Digit 2 of 6' })).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith('1');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('textbox', { name: 'Digit 1 of 6' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('textbox', { name: 'Digit 2 of 6' })).toHaveFocus();
  },
};

export const FocusGoesToFirstEmptyBox: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('textbox', { name: 'Digit 5 of 6' }));
    await expect(canvas.getByRole('textbox', { name: 'Digit 1 of 6' })).toHaveFocus();
    await userEvent.keyboard('7');
    await expect(args.onChange).toHaveBeenLastCalledWith('7');
  },
};

export const Filled: Story = { args: { value: '482913' } };

export const WithHintAndError: Story = {
  args: {
    value: '111111',
    hint: 'We sent a 6-digit code to asha@example.com',
    error: 'Invalid or expired verification code',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Verification code' })).toHaveAccessibleDescription(
      'We sent a 6-digit code to asha@example.com Invalid or expired verification code',
    );
    await expect(canvas.getByRole('textbox', { name: 'Digit 1 of 6' })).toBeInvalid();
  },
};

export const Disabled: Story = { args: { disabled: true, value: '123' } };

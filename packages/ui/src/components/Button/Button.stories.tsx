import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Inline } from '../Inline';
import { Button } from './Button';
import { buttonSizes, buttonVariants } from './Button.css';
import { ButtonLink } from './ButtonLink';

const meta = {
  title: 'Actions/Button',
  component: Button,
  tags: ['autodocs'],
  args: { children: 'Save Changes', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
  },
  parameters: {
    docs: {
      description: {
        component: `An action on the current page: submit a form, open a dialog, retry a request.

**When to use:** one \`primary\` button per view for the main action ('Proceed to Payment'); \`secondary\` for
the alternatives beside it ('Skip for now'); \`ghost\` for low-emphasis actions in dense places (a table row's
'View Details'); \`danger\` only for destructive actions ('Confirm Cancellation').

**When not to:** navigation to another page is a link — use \`ButtonLink\` when it must look like a button
('Explore Services') and \`Link\` inside text.

**Loading** keeps the label in place for assistive technology (\`aria-busy\`), shows a spinner and ignores
presses, so double submits cannot happen. Buttons are at least the theme's \`touchableSize\` tall.`,
      },
    },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Save Changes' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Playground: Story = {
  args: { variant: 'primary', size: 'standard', loading: false, disabled: false, fullWidth: false },
};

export const Variants: Story = {
  render: (args) => (
    <Inline space="small">
      {buttonVariants.map((variant) => (
        <Button key={variant} {...args} variant={variant}>
          {variant}
        </Button>
      ))}
    </Inline>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <Inline space="small">
      {buttonSizes.map((size) => (
        <Button key={size} {...args} size={size}>
          {size}
        </Button>
      ))}
    </Inline>
  ),
};

export const KeyboardActivation: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Save Changes' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

export const Loading: Story = {
  args: { loading: true, children: 'Subscribing...' },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Subscribing...' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true, children: 'Submitted' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Submitted' })).toBeDisabled();
  },
};

export const AsLink: Story = {
  render: () => (
    <Inline space="small">
      <ButtonLink href="/services">Explore Services</ButtonLink>
      <ButtonLink href="#expert" variant="secondary">
        Talk To An Expert
      </ButtonLink>
    </Inline>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Explore Services' })).toHaveAttribute('href', '/services');
  },
};

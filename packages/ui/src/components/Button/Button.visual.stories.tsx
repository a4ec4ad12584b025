import type { Meta, StoryObj } from '@storybook/react-vite';
import { Inline } from '../Inline';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { Button } from './Button';
import { buttonSizes, buttonVariants } from './Button.css';

/** Every variant × size × state, plus long and unbroken labels; screenshotted in both themes. */
const meta = {
  title: 'Actions/Button/Visual',
  component: Button,
  tags: ['!autodocs'],
  args: { children: 'Button' },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = [
  { name: 'default', props: {} },
  { name: 'loading', props: { loading: true } },
  { name: 'disabled', props: { disabled: true } },
] as const;

export const AllVariants: Story = {
  render: () => (
    <Stack space="medium">
      {buttonVariants.map((variant) => (
        <Stack key={variant} space="xsmall">
          <Text size="small" tone="muted">
            {variant}
          </Text>
          {buttonSizes.map((size) => (
            <Inline key={size} space="small">
              {states.map((state) => (
                <Button key={state.name} variant={variant} size={size} {...state.props}>
                  {`${size} ${state.name}`}
                </Button>
              ))}
            </Inline>
          ))}
        </Stack>
      ))}
    </Stack>
  ),
};

export const LongLabels: Story = {
  render: () => (
    <Stack space="small">
      <Button>Proceed to Payment for Private Limited Company Registration with Trademark</Button>
      <Button variant="secondary">Supercalifragilisticexpialidocious_unbroken_label_that_must_wrap</Button>
      <Button fullWidth>Full width</Button>
    </Stack>
  ),
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  render: () => (
    <Stack space="small">
      <Button fullWidth>Login</Button>
      <Button fullWidth variant="secondary">
        Skip for now
      </Button>
    </Stack>
  ),
};

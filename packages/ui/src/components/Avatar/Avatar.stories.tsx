import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Inline } from '../Inline';
import { Avatar } from './Avatar';
import { avatarSizes } from './Avatar.css';
import { AVATAR_COLOUR_COUNT, avatarColourIndex } from './avatarRule';

const meta = {
  title: 'Data display/Avatar',
  component: Avatar,
  tags: ['autodocs'],
  args: { name: 'Priya Sharma' },
  argTypes: { size: { control: 'inline-radio', options: avatarSizes } },
  parameters: {
    docs: {
      description: {
        component: `A person's initial on a colour derived from their name (spec 2): the uppercased first letter
('?' when the name is missing) on one of ten theme accent colours, picked by the sum of the name's character codes
modulo 10 — so the same person always gets the same colour, in the header menu and on the profile page.

**When to use:** the signed-in user's menu button and the profile header.

**Accessibility:** on its own the avatar is an image named after the person. Set \`decorative\` when the name is
already next to it (the profile header) or the surrounding button has its own label. Each accent carries the
page surface colour as text at AA contrast in both themes.`,
      },
    },
  },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const avatar = canvas.getByRole('img', { name: 'Priya Sharma' });
    await expect(avatar).toHaveTextContent('P');
    await expect(avatar).toHaveAttribute('data-colour', String(avatarColourIndex('Priya Sharma')));
  },
};

export const Playground: Story = { args: { name: 'rahul verma', size: 'large' } };

export const MissingName: Story = {
  args: { name: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Unknown user' })).toHaveTextContent('?');
  },
};

/** One name per colour class: 'A'…'J' have character codes 65…74, so each lands on a different class. */
export const AllColours: Story = {
  render: (args) => (
    <Inline space="small">
      {Array.from({ length: AVATAR_COLOUR_COUNT }, (_, index) => String.fromCharCode(70 + index)).map((name) => (
        <Avatar key={name} {...args} name={name} />
      ))}
    </Inline>
  ),
  play: async ({ canvas }) => {
    const colours = canvas.getAllByRole('img').map((avatar) => avatar.getAttribute('data-colour'));
    await expect(new Set(colours).size).toBe(AVATAR_COLOUR_COUNT);
  },
};

export const Sizes: Story = {
  render: (args) => (
    <Inline space="small">
      {avatarSizes.map((size) => (
        <Avatar key={size} {...args} size={size} />
      ))}
    </Inline>
  ),
};

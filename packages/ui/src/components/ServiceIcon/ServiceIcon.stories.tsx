import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Inline } from '../Inline';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { ServiceIcon, ServiceIconTile } from './ServiceIcon';

const NAMES = ['building', 'badge-check', 'calculator', 'copyright', 'file-spreadsheet', 'briefcase'];

const meta = {
  title: 'Data display/ServiceIcon',
  component: ServiceIcon,
  tags: ['autodocs'],
  args: { name: 'building' },
  parameters: {
    docs: {
      description: {
        component: `A service's icon, named in the catalog (the contract's \`ServiceIcon\` list of Lucide names), drawn
from one cached sprite (\`service-icons.svg\`, made by \`scripts/service-icons.ts\`), so a page of cards costs no
JavaScript for its icons. It takes the size of its container and the current text colour, and is always decorative
(\`aria-hidden\`): the service's name beside it is the label.

**\`ServiceIconTile\`:** the icon on its art's tint in a small square, the compact visual at the top of a service's
page and on its card.`,
      },
    },
  },
} satisfies Meta<typeof ServiceIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Icons of the catalog, each on its tile (sized by the theme) above the name it is stored under. */
export const Gallery: Story = {
  render: () => (
    <Inline space="large">
      {NAMES.map((name) => (
        <Stack key={name} space="xsmall" align="center">
          <ServiceIconTile name={name} />
          <Text size="xsmall">{name}</Text>
        </Stack>
      ))}
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    const icons = [...canvasElement.querySelectorAll('svg')];
    await expect(icons).toHaveLength(NAMES.length);
    for (const [index, icon] of icons.entries()) {
      await expect(icon).toHaveAttribute('aria-hidden', 'true');
      await expect(icon.querySelector('use')?.getAttribute('href')).toMatch(new RegExp(`#${NAMES[index]}$`));
    }
  },
};

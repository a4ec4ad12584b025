import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Grid } from '../Grid';
import { Inline } from '../Inline';
import { Text } from '../Text';
import { Icon, iconNames } from './Icon';
import { ProgressIcon, progressIconNames } from './ProgressIcon';

/** Every icon of the kit with its name, at the theme's icon size. */
function IconGallery() {
  return (
    <Grid columns={{ mobile: 2, tablet: 4 }} space="medium">
      {iconNames.map((name) => (
        <Inline key={name} space="small" alignY="center">
          <Icon name={name} />
          <Text size="small">{name}</Text>
        </Inline>
      ))}
      {progressIconNames.map((name) => (
        <Inline key={name} space="small" alignY="center">
          <ProgressIcon name={name} />
          <Text size="small">{name}</Text>
        </Inline>
      ))}
    </Grid>
  );
}

const meta = {
  title: 'Foundations/Icons',
  component: IconGallery,
  parameters: {
    docs: {
      description: {
        component: `The kit's line icons: 24-unit grid, 2-unit round strokes in the current text colour, drawn at the
theme's \`size.icon\`. Always decorative; the control that holds one carries the label. See \`Icon\` for usage.
\`ProgressIcon\` holds the stages of an order (submitted, paid, in progress, documents, delivered, completed,
rejected, refunded) and messages: kept apart so that only pages showing progress load them.`,
      },
    },
  },
} satisfies Meta<typeof IconGallery>;

export default meta;

export const AllIcons: StoryObj<typeof meta> = {
  play: async ({ canvas }) => {
    for (const name of [...iconNames, ...progressIconNames]) await expect(canvas.getByText(name)).toBeVisible();
  },
};

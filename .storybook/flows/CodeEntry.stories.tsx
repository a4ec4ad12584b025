import { codeEntryMachine } from '@startwise/flows';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { CodeEntryDemo } from './CodeEntryDemo';
import { diagramStory } from './diagramStory';

const meta = {
  title: 'Flows/Code entry',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: `The **code-entry** machine (\`codeEntryMachine\`, selectors under \`codeEntry\` from
\`@startwise/flows\`; React: \`useCodeEntry\` from \`@startwise/flows/react\`): six digit boxes, typing, paste (digits
only, filled from the first box), backspace, and a \`COMPLETE\` event with the code as soon as all six are full —
the screen forwards it (e.g. \`SUBMIT_CODE\` to the auth machine) and sends \`RESET\` after a refusal.

The diagram is generated from the machine definition (the same generator writes docs/flows.md). The demo drives
the real machine through the kit's \`CodeInput\`.`,
      },
    },
  },
} satisfies Meta;

export default meta;

export const Diagram: StoryObj = diagramStory(codeEntryMachine, 'code entry');

export const Demo: StoryObj = {
  render: () => <CodeEntryDemo />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('textbox', { name: 'Digit 1 of 6' }));
    await userEvent.keyboard('48151');
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
    await userEvent.keyboard('6');
    await expect(await canvas.findByRole('status')).toHaveTextContent('Code 481516 complete');
    await userEvent.keyboard('{Backspace}');
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
    await userEvent.paste('999-999');
    await expect(await canvas.findByRole('status')).toHaveTextContent('Code 999999 complete');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Clear' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('textbox', { name: 'Digit 1 of 6' })).toHaveValue('');
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
  },
};

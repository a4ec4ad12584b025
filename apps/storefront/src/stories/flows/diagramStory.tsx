import type { StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import type { AnyStateMachine } from 'xstate';
import { renderStateDiagram } from './diagram';
import { MachineDiagram } from './MachineDiagram';

/**
 * The Diagram story of a flow's page: the state diagram generated from `machine` (as in docs/flows.md), rendered by
 * Mermaid in a loader so the story, its a11y check and its screenshots see the finished picture.
 */
export function diagramStory(machine: AnyStateMachine, title: string): StoryObj {
  const label = `State diagram of the ${title} flow`;
  return {
    parameters: { fullWidth: true },
    loaders: [async () => ({ svg: await renderStateDiagram(machine, label) })],
    render: (_args, { loaded }) => (
      <MachineDiagram
        machine={machine}
        svg={loaded.svg as string}
        caption={`The ${title} machine (id '${machine.id}'), generated from its definition.`}
      />
    ),
    play: async ({ canvas }) => {
      await expect(canvas.getByRole('img', { name: label })).toBeVisible();
    },
  };
}

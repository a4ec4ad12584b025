import { Stack, Text } from '@startwise/ui';
import type { AnyStateMachine } from 'xstate';
import * as styles from './MachineDiagram.css';
import { stateTransitions } from './transitions';

export interface MachineDiagramProps {
  machine: AnyStateMachine;
  /** SVG markup from renderStateDiagram (a story loader renders it before the story does). */
  svg: string;
  caption: string;
}

/** A machine's generated state diagram with a caption, and its transitions as text behind a disclosure. */
export function MachineDiagram({ machine, svg, caption }: MachineDiagramProps) {
  return (
    <figure className={styles.figure}>
      <section
        className={styles.picture}
        aria-label="Diagram (scrolls when larger than the box)"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must be reachable by keyboard to scroll it.
        tabIndex={0}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: Mermaid's SVG for text we generate ('strict' level).
        dangerouslySetInnerHTML={{ __html: svg }}
      />
      <figcaption>
        <Stack space="small">
          <Text size="small" tone="muted">
            {caption}
          </Text>
          <details>
            <summary>
              <Text as="span" size="small">
                States and transitions as text
              </Text>
            </summary>
            <Stack as="ul" space="xsmall">
              {stateTransitions(machine).map(({ state, transitions }) => (
                <Text as="li" size="small" key={state}>
                  <strong>{state}</strong>: {transitions.join('; ')}
                </Text>
              ))}
            </Stack>
          </details>
        </Stack>
      </figcaption>
    </figure>
  );
}
